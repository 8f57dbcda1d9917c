// The cart the operator builds in the panel: an order from catalogue products with the catalogue's
// prices (the sale price while on sale), items, discount and status changed with every change in the
// history, transitions the flow refuses (pt-BR 409), the stock check before confirming (catalogue
// stock when the channel has no store), and tenancy: another company's ids are 404, an operator
// reaches only their own attendances' orders, a manager without Products is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Order } from '@atende/contract';
import { createManager, createOnlineOperator, customerWrites, type TestOperator } from '../support/operator-fixtures.js';
import { catalogCalls, catalogCompanies, type CatalogCompanies, type ProductJson } from '../support/product-fixtures.js';

let c: CatalogCompanies;
let api: ReturnType<typeof catalogCalls>;
let anel: ProductJson;
let colar: ProductJson;
let operator: TestOperator;
let attendanceId: string;

beforeAll(async () => {
  c = await catalogCompanies();
  api = catalogCalls(c.t);
  anel = await api.product(c.owner, { name: 'Anel de Ouro 18k', skuId: 'ANEL-18K', priceCents: 25000, salePriceCents: 19990, onSale: true, stockQuantity: 5 });
  colar = await api.product(c.owner, { name: 'Colar de Prata', skuId: 'COLAR-925', priceCents: 8990, stockQuantity: 1 });
  operator = await createOnlineOperator(c.t, c.owner, 'vendedora-ana');
  attendanceId = await customerWrites(c.t, c.channelId, '5511977770001', 'Cliente Pedido');
  const row = await c.t.ctx.db.orm.execute<{ operator_id: string | null }>(sql`select operator_id from attendances where id = ${attendanceId}`);
  expect(row.rows[0]?.operator_id).toBe(operator.id);
});
afterAll(async () => {
  await c.t.close();
});

const newOrder = async (token: string, items: Array<{ productId: string; quantity: number }>) => {
  const res = await api.call('POST', '/api/orders', token, { attendanceId, items });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as Order;
};

describe('panel cart', () => {
  it('prices lines from the catalogue (sale price while on sale) and recomputes totals on every change, with history', async () => {
    const order = await newOrder(operator.token, [
      { productId: anel._id, quantity: 2 },
      { productId: colar._id, quantity: 1 },
    ]);
    expect(order).toMatchObject({ status: 'aberto', source: 'panel', attendanceId, operatorId: operator.id, subtotalCents: 2 * 19990 + 8990, freightCents: 0, discountCents: 0, totalCents: 48970, priceMismatch: false });
    expect(order.items.map((i) => [i.skuId, i.unitPriceCents, i.quantity, i.lineTotalCents])).toEqual([
      ['ANEL-18K', 19990, 2, 39980],
      ['COLAR-925', 8990, 1, 8990],
    ]);

    const items = await api.call('PUT', `/api/orders/${order._id}/items`, operator.token, { items: [{ productId: colar._id, quantity: 1 }] });
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json().order).toMatchObject({ subtotalCents: 8990, totalCents: 8990 });

    const tooMuch = await api.call('PUT', `/api/orders/${order._id}/discount`, operator.token, { discountCents: 9000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ error: 'order_discount_too_high', erroMensagem: 'O desconto não pode passar do subtotal mais o frete.' });
    const discount = await api.call('PUT', `/api/orders/${order._id}/discount`, operator.token, { discountCents: 990 });
    expect(discount.json().order).toMatchObject({ discountCents: 990, totalCents: 8000 });

    // The client cannot set a price: unknown fields are not prices, and the body has only ids and quantities.
    const listed = await api.call('GET', `/api/orders/attendance/${attendanceId}`, c.owner);
    expect(listed.statusCode).toBe(200);
    const found = (listed.json().orders as Order[]).find((o) => o._id === order._id);
    expect(found?.events.map((e) => e.kind)).toEqual(['created', 'items', 'discount']);
    expect(found?.events[0]?.userName).toBeTruthy();
  });

  it('follows the status flow, refuses the rest in pt-BR and keeps each change in the history', async () => {
    const order = await newOrder(operator.token, [{ productId: anel._id, quantity: 1 }]);
    const skip = await api.call('PUT', `/api/orders/${order._id}/status`, operator.token, { status: 'enviado' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ error: 'order_transition_refused', erroMensagem: 'Não é possível passar o pedido de "Aberto" para "Enviado".' });

    for (const status of ['aguardando_pagamento', 'pago', 'enviado', 'entregue'] as const) {
      const res = await api.call('PUT', `/api/orders/${order._id}/status`, operator.token, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    const done = await api.call('GET', `/api/orders/${order._id}`, operator.token);
    const history = (done.json().order as Order).events.filter((e) => e.kind === 'status').map((e) => `${e.fromStatus}>${e.toStatus}`);
    expect(history).toEqual(['aberto>aguardando_pagamento', 'aguardando_pagamento>pago', 'pago>enviado', 'enviado>entregue']);
    const after = await api.call('PUT', `/api/orders/${order._id}/status`, operator.token, { status: 'cancelado' });
    expect(after.statusCode).toBe(409);
    // Items of an order that left `aberto` are frozen.
    const edit = await api.call('PUT', `/api/orders/${order._id}/items`, operator.token, { items: [{ productId: colar._id, quantity: 1 }] });
    expect(edit.json()).toMatchObject({ error: 'order_not_editable' });

    const cancelled = await newOrder(operator.token, [{ productId: colar._id, quantity: 1 }]);
    expect((await api.call('PUT', `/api/orders/${cancelled._id}/status`, operator.token, { status: 'cancelado', note: 'Cliente desistiu' })).statusCode).toBe(200);
    const reopen = await api.call('PUT', `/api/orders/${cancelled._id}/status`, operator.token, { status: 'aberto' });
    expect(reopen.json()).toMatchObject({ error: 'order_transition_refused', erroMensagem: 'Não é possível passar o pedido de "Cancelado" para "Aberto".' });
  });

  it('refuses to confirm an order whose items are short of stock, naming them', async () => {
    const order = await newOrder(operator.token, [
      { productId: colar._id, quantity: 3 },
      { productId: anel._id, quantity: 1 },
    ]);
    const stock = await api.call('GET', `/api/orders/${order._id}/stock`, operator.token);
    expect(stock.json().items).toEqual([
      { skuId: 'COLAR-925', name: 'Colar de Prata', quantity: 3, available: 1, enough: false },
      { skuId: 'ANEL-18K', name: 'Anel de Ouro 18k', quantity: 1, available: 5, enough: true },
    ]);
    const confirm = await api.call('PUT', `/api/orders/${order._id}/status`, operator.token, { status: 'aguardando_pagamento' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ error: 'order_stock_short', erroMensagem: 'Estoque insuficiente: Colar de Prata (pedido 3, disponível 1).' });
    expect((await api.call('GET', `/api/orders/${order._id}`, operator.token)).json().order.status).toBe('aberto');
  });
});

describe('orders tenancy and access', () => {
  it("answers 404 for another company's attendance, product or order, and writes nothing", async () => {
    const order = await newOrder(c.owner, [{ productId: anel._id, quantity: 1 }]);
    const theirProduct = await api.product(c.other.ownerToken, { name: 'Brinco Deles', skuId: 'BRINCO-X', priceCents: 500 });
    const foreignProduct = await api.call('POST', '/api/orders', c.owner, { attendanceId, items: [{ productId: theirProduct._id, quantity: 1 }] });
    expect(foreignProduct.statusCode).toBe(404);
    expect(foreignProduct.json().error).toBe('product_not_found');
    const foreignAttendance = await api.call('POST', '/api/orders', c.other.ownerToken, { attendanceId, items: [{ productId: theirProduct._id, quantity: 1 }] });
    expect(foreignAttendance.statusCode).toBe(404);
    for (const [method, url, body] of [
      ['GET', `/api/orders/${order._id}`, undefined],
      ['GET', `/api/orders/attendance/${attendanceId}`, undefined],
      ['PUT', `/api/orders/${order._id}/status`, { status: 'cancelado' }],
      ['PUT', `/api/orders/${order._id}/items`, { items: [{ productId: theirProduct._id, quantity: 1 }] }],
      ['PUT', `/api/orders/${order._id}/discount`, { discountCents: 1 }],
    ] as const) {
      const res = await api.call(method, url, c.other.ownerToken, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api.call('GET', `/api/orders/${order._id}`, c.owner)).json().order).toMatchObject({ status: 'aberto', discountCents: 0 });
  });

  it("keeps an operator to their own attendances' orders and refuses a manager without Products", async () => {
    const order = await newOrder(c.owner, [{ productId: anel._id, quantity: 1 }]);
    const other = await createOnlineOperator(c.t, c.owner, 'vendedor-bruno');
    expect((await api.call('GET', `/api/orders/${order._id}`, other.token)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/orders/attendance/${attendanceId}`, other.token)).statusCode).toBe(404);
    expect((await api.call('PUT', `/api/orders/${order._id}/status`, other.token, { status: 'cancelado' })).statusCode).toBe(404);

    const withoutProducts = await createManager(c.t, c.owner, 'gerente-sem-produtos', ['AttendancesManage']);
    expect((await api.call('GET', `/api/orders/attendance/${attendanceId}`, withoutProducts.token)).statusCode).toBe(403);
    expect((await api.call('POST', '/api/orders', withoutProducts.token, { attendanceId, items: [{ productId: anel._id, quantity: 1 }] })).statusCode).toBe(403);
    const withProducts = await createManager(c.t, c.owner, 'gerente-produtos', ['Products']);
    expect((await api.call('GET', `/api/orders/attendance/${attendanceId}`, withProducts.token)).statusCode).toBe(200);
  });
});
