// A customer's WhatsApp cart (Cloud `order` message) becomes an order through the real webhook,
// inbox and processing job: SKUs matched to our catalogue, prices from our catalogue with a warning
// where the customer's differs, an unknown SKU kept as a line with a warning, totals; a redelivered
// webhook makes no second order; the attendance's operator sees it live, another company does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { Order } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { connectSocket } from '../support/sockets.js';
import { createOnlineOperator, type TestOperator } from '../support/operator-fixtures.js';
import { setProductsModule } from '../support/product-fixtures.js';
import { cloudWebhook, fakeWamid, signedCloudWebhook, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';

let t: TestApp;
let graph: FakeGraph;
let creds: Record<string, string>;
let channelId: string;
let owner: string;
let operator: TestOperator;
let otherOwner: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  graph = await startFakeGraph();
  creds = graph.credentials();
  t = await createTestApp({ queue: true, config: graph.config() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const company = await createCompany(t, { name: 'Joalheria Cloud', channelNumber: '5511955554000', ownerLogin: 'joalheria-cloud', credentials: creds });
  channelId = company.channelId;
  owner = company.ownerToken;
  await setProductsModule(t, channelId, owner);
  operator = await createOnlineOperator(t, owner, 'vendedora-cloud');
  const other = await createCompany(t, { name: 'Outra Joalheria', channelNumber: '5511955554001', ownerLogin: 'outra-joalheria' });
  otherOwner = other.ownerToken;
  await setProductsModule(t, other.channelId, otherOwner);
  for (const product of [
    { name: 'Anel Solitário', skuId: 'ANEL-SOL', priceCents: 129900 },
    { name: 'Brinco Pérola', skuId: 'BRI-PER', priceCents: 15990, salePriceCents: 12990, onSale: true },
  ]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: auth(owner), payload: product });
    expect(res.statusCode, res.body).toBe(201);
  }
  // The other company has the same SKU: it must never be matched.
  await t.app.inject({ method: 'POST', url: '/api/products', headers: auth(otherOwner), payload: { name: 'Anel Deles', skuId: 'ANEL-SOL', priceCents: 100 } });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
  await graph.close();
});

const orderWebhook = (from: string, wamid: string) =>
  cloudWebhook.message(creds.phoneNumberId ?? '', {
    from,
    id: wamid,
    type: 'raw',
    message: {
      type: 'order',
      order: {
        catalog_id: '987654321',
        text: 'Quero estes',
        product_items: [
          { product_retailer_id: 'ANEL-SOL', quantity: 1, item_price: 1299, currency: 'BRL' },
          { product_retailer_id: 'BRI-PER', quantity: 2, item_price: 129.9, currency: 'BRL' },
          { product_retailer_id: 'SKU-INEXISTENTE', quantity: 1, item_price: 50, currency: 'BRL' },
        ],
      },
    },
  });
const post = (body: ReturnType<typeof orderWebhook>) => {
  const { payload, headers } = signedCloudWebhook(body, creds.appSecret ?? '');
  return t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers });
};
const ordersOfContact = async (number: string) =>
  (
    await t.ctx.db.orm.execute<{ id: string; attendance_id: string | null }>(sql`
      select o.id, o.attendance_id from orders o join contacts c on c.id = o.contact_id where c.channel_id = ${channelId} and c.number = ${number}`)
  ).rows;

describe('order message to order', () => {
  it('becomes an order priced from our catalogue, the unknown SKU kept with a warning, pushed live to the operator only', async () => {
    const socket = await connectSocket(t, '', { token: operator.token });
    sockets.push(socket);
    const pushed: Order[] = [];
    socket.on('order.updated', ({ order }: { order: Order }) => pushed.push(order));
    const otherSocket = await connectSocket(t, '', { token: otherOwner });
    sockets.push(otherSocket);
    const leaked: unknown[] = [];
    otherSocket.on('order.updated', (payload: unknown) => leaked.push(payload));

    expect((await post(orderWebhook('5511966661001', fakeWamid()))).statusCode).toBe(200);
    const [row] = await eventually(async () => {
      const rows = await ordersOfContact('5511966661001');
      expect(rows).toHaveLength(1);
      return rows;
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/attendance/${row?.attendance_id}`, headers: auth(owner) });
    expect(res.statusCode, res.body).toBe(200);
    const [order] = res.json().orders as Order[];
    expect(order).toMatchObject({ source: 'whatsapp', status: 'aberto', subtotalCents: 129900 + 2 * 12990, freightCents: 0, discountCents: 0, totalCents: 155880, priceMismatch: false });
    expect(order?.items.map((i) => [i.skuId, i.unitPriceCents, i.customerUnitPriceCents, i.priceMismatch, i.unknownProduct, i.quantity])).toEqual([
      ['ANEL-SOL', 129900, 129900, false, false, 1],
      ['BRI-PER', 12990, 12990, false, false, 2],
      ['SKU-INEXISTENTE', 0, 5000, false, true, 1],
    ]);
    expect(order?.events[0]?.note).toContain('SKU fora do catálogo: SKU-INEXISTENTE');
    await eventually(async () => expect(pushed.map((o) => o._id)).toContain(order?._id));
    expect(leaked).toEqual([]);

    // The unknown line blocks confirming until the operator fixes the items.
    const confirm = await t.app.inject({ method: 'PUT', url: `/api/orders/${order?._id}/status`, headers: auth(owner), payload: { status: 'aguardando_pagamento' } });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().erroMensagem).toBe('O pedido tem itens fora do catálogo (SKU-INEXISTENTE): ajuste os itens antes de confirmar.');
  });

  it("flags a line whose customer price differs from ours and charges our price", async () => {
    const body = cloudWebhook.message(creds.phoneNumberId ?? '', {
      from: '5511966661002',
      type: 'raw',
      message: { type: 'order', order: { catalog_id: '987654321', product_items: [{ product_retailer_id: 'BRI-PER', quantity: 1, item_price: 159.9, currency: 'BRL' }] } },
    });
    expect((await post(body)).statusCode).toBe(200);
    const [row] = await eventually(async () => {
      const rows = await ordersOfContact('5511966661002');
      expect(rows).toHaveLength(1);
      return rows;
    });
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${row?.id}`, headers: auth(owner) })).json().order as Order;
    expect(order.items[0]).toMatchObject({ unitPriceCents: 12990, customerUnitPriceCents: 15990, priceMismatch: true });
    expect(order).toMatchObject({ priceMismatch: true, totalCents: 12990 });
  });

  it('makes one order however often the same webhook is delivered', async () => {
    const wamid = fakeWamid();
    expect((await post(orderWebhook('5511966661003', wamid))).statusCode).toBe(200);
    await eventually(async () => expect(await ordersOfContact('5511966661003')).toHaveLength(1));
    expect((await post(orderWebhook('5511966661003', wamid))).statusCode).toBe(200);
    expect((await post(orderWebhook('5511966661003', wamid))).statusCode).toBe(200);
    await eventually(async () => {
      const pending = await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from webhook_inbox where processed_at is null`);
      expect(pending.rows[0]?.n).toBe(0);
    });
    expect(await ordersOfContact('5511966661003')).toHaveLength(1);
  });
});
