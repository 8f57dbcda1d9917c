// Products on the simulator channel (no Meta catalog): the phone receives the product list with its
// products and the numbered fallback text, and the phone's cart comes back as an inbound `order`
// stored exactly as a Cloud order webhook's is, through the normal inbound pipeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { Message } from '@atende/contract';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { connectSocket } from '../support/sockets.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import { sendCatalogue, type SendCatalogue } from '../support/product-send-fixtures.js';
import { inboundContent } from '../../src/modules/messages/index.js';

let t: TestApp;
let channelId: string;
let operator: { id: string; token: string };
let catalogue: SendCatalogue;
const sockets: Socket[] = [];
const NUMBER = '5511988881234';

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await t.login('empresa');
  channelId = owner.user.channelId as string;
  const op = await t.login('operador');
  operator = { id: op.user.operatorData?._id as string, token: op.token };
  const stranger = await createCompany(t, { name: 'Outra Joalheria', channelNumber: '5531944446666', ownerLogin: 'outra-joalheria' });
  catalogue = await sendCatalogue(t, { channelId, ownerToken: owner.token }, stranger);
  await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const attendanceOf = () =>
  eventually(async () => {
    const res = await t.ctx.db.orm.execute<{ id: string; status: string }>(sql`
      select a.id, a.status from attendances a join contacts c on c.id = a.contact_id where c.number = ${NUMBER}`);
    expect(res.rows[0]?.status).toBe('in_attendance');
    return res.rows[0]?.id as string;
  });

describe('the simulator phone and a product list', () => {
  it('receives the list with its products, and its cart arrives as the order a Cloud webhook would store', async () => {
    const phone = await connectSocket(t, '/simulator', { channelId });
    sockets.push(phone);
    const received: Message[] = [];
    phone.on('simulator.message', (p: { message: Message }) => received.push(p.message));

    const hello = { kind: 'message' as const, id: `sim-prod-${Date.now()}`, from: { number: NUMBER, name: 'Cliente Joias' }, type: 'text' as const, text: 'Quero ver anéis' };
    expect((await postSimulatorWebhook(t, { channelId, events: [hello] })).statusCode).toBe(200);
    const attendanceId = await attendanceOf();

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/message/send',
      headers: auth(operator.token),
      payload: { attendanceId, type: 'product_list', header: 'Joias', body: 'Veja o que separei', sections: [{ title: 'Anéis', productIds: [catalogue.ring] }, { title: 'Colares', productIds: [catalogue.necklace] }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const onPhone = await eventually(async () => {
      const found = received.find((m) => m._id === sent.json().message._id && m.status === 'sent');
      expect(found).toBeDefined();
      return found as Message;
    });
    expect(onPhone.type).toBe('products');
    expect(onPhone.content.products).toMatchObject({ kind: 'product_list', catalogId: null, header: 'Joias' });
    expect(onPhone.content.products?.sections.map((s) => s.items.map((i) => [i.skuId, i.priceCents, i.salePriceCents]))).toEqual([[['ANEL-18K', 120000, 99000]], [['COLAR-PRATA', 5990, null]]]);
    expect(onPhone.content.products?.sections[0]?.items[0]?.imageUrl).toMatch(/^\/api\/media\//);
    expect(onPhone.content.text).toContain('1. Anel de Ouro 18k — R$ 990,00 (de R$ 1.200,00)\n');
    expect(onPhone.content.text).toContain('2. Colar de Prata — R$ 59,90');

    // The phone's cart: prices in reais as Meta sends them; the catalog is the channel's id (no Meta catalog).
    const order = {
      catalogId: channelId,
      items: [
        { productRetailerId: 'ANEL-18K', quantity: 2, itemPrice: 990, currency: 'BRL' },
        { productRetailerId: 'COLAR-PRATA', quantity: 1, itemPrice: 59.9, currency: 'BRL' },
      ],
    };
    const cart = { kind: 'message' as const, id: `sim-order-${Date.now()}`, from: { number: NUMBER, name: 'Cliente Joias' }, type: 'order' as const, order };
    expect((await postSimulatorWebhook(t, { channelId, events: [cart] })).statusCode).toBe(200);
    const stored = await eventually(async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/message/attendance/${attendanceId}`, headers: auth(operator.token) });
      const found = (res.json().messages as Message[]).find((m) => m.type === 'order');
      expect(found).toBeDefined();
      return found as Message;
    });
    expect(stored).toMatchObject({ direction: 'in', status: 'received', attendanceId, providerMessageId: cart.id });
    // The same content intake stores for a Cloud order with these items (inboundContent is what it uses).
    const cloud = inboundContent({ kind: 'message', providerMessageId: 'wamid.x', from: { number: NUMBER, name: null }, timestamp: new Date(), type: 'order', order }, () => null);
    expect(stored.content).toEqual(cloud.content);
    expect(stored.content).toEqual({ order });
  });

  it('an order the phone could not have built is refused', async () => {
    const bad = { kind: 'message' as const, id: `sim-bad-${Date.now()}`, from: { number: NUMBER, name: null }, type: 'order' as const, order: { catalogId: channelId, items: [] } };
    expect((await postSimulatorWebhook(t, { channelId, events: [bad] })).statusCode).toBe(400);
  });
});
