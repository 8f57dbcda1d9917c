// The store integration against a fake store (VTEX's cart simulation and Mercado Pago's preferences
// and payments on a local HTTP server that checks what it receives): settings with secrets sealed at
// rest and only masked in answers, freight by CEP, stock short before confirming, the payment link sent
// to the customer, the signed payment webhook (bad signature refused, a replay changes nothing), and a
// slow or failing store answering pt-BR errors instead of a 500.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Order } from '@atende/contract';
import { auth, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import { setProductsModule } from '../support/product-fixtures.js';
import { FAKE_MP_TOKEN, FAKE_VTEX_KEY, FAKE_VTEX_TOKEN, FAKE_WEBHOOK_SECRET, mercadoPagoSignature, startFakeStore, type FakeStore } from '../support/fake-store.js';

let t: TestApp;
let store: FakeStore;
let owner: string;
let channelId: string;
let attendanceId: string;
const products: Record<string, string> = {};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: auth(owner), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  store = await startFakeStore();
  t = await createTestApp({ queue: true, config: { VTEX_API_BASE: store.url, MERCADOPAGO_API_BASE: store.url, STORE_TIMEOUT_MS: '400' } });
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  await setProductsModule(t, channelId, owner);
  for (const p of [
    { name: 'Anel Rubi', skuId: 'ANEL-RUBI', priceCents: 30000 },
    { name: 'Colar Safira', skuId: 'COLAR-SAF', priceCents: 20000 },
  ]) {
    const res = await call('POST', '/api/products', p);
    expect(res.statusCode, res.body).toBe(201);
    products[p.skuId] = res.json().product._id as string;
  }
  // The customer writes from the simulator phone: an attendance with the 24-hour window open.
  const number = '5511933332222';
  expect((await postSimulatorWebhook(t, { channelId, events: [{ kind: 'message', id: `sim-loja-${Date.now()}`, from: { number, name: 'Cliente Loja' }, type: 'text', text: 'Quero comprar' }] })).statusCode).toBe(200);
  attendanceId = await eventually(async () => {
    const res = await t.ctx.db.orm.execute<{ id: string }>(sql`select a.id from attendances a join contacts c on c.id = a.contact_id where c.number = ${number}`);
    expect(res.rows[0]).toBeDefined();
    return res.rows[0]?.id as string;
  });
});
afterAll(async () => {
  await t.close();
  await store.close();
});
beforeEach(() => {
  store.failWith(null);
  store.stock.set('ANEL-RUBI', 10).set('COLAR-SAF', 10);
  store.slas.set('ANEL-RUBI', [
    { id: 'Normal', name: 'Normal', price: 1500, shippingEstimate: '7bd' },
    { id: 'Expressa', name: 'Expressa', price: 3000, shippingEstimate: '2bd' },
  ]);
  store.slas.set('COLAR-SAF', [
    { id: 'Normal', name: 'Normal', price: 1000, shippingEstimate: '5bd' },
    { id: 'Expressa', name: 'Expressa', price: 2000, shippingEstimate: '3bd' },
    { id: 'Retirada', name: 'Retirada na loja', price: 0, shippingEstimate: '1bd' },
  ]);
});

const configure = () =>
  call('PUT', '/api/catalog/store', {
    platform: 'vtex_mercadopago',
    vtexAccount: 'joalheriademo',
    vtexSalesChannel: '1',
    vtexAppKey: FAKE_VTEX_KEY,
    vtexAppToken: FAKE_VTEX_TOKEN,
    mercadoPagoToken: FAKE_MP_TOKEN,
    webhookSecret: FAKE_WEBHOOK_SECRET,
  });

const newOrder = async () => {
  const res = await call('POST', '/api/orders', { attendanceId, items: [{ productId: products['ANEL-RUBI'], quantity: 1 }, { productId: products['COLAR-SAF'], quantity: 2 }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as Order;
};

const webhook = (dataId: string, notificationId: string, requestId: string, signature = mercadoPagoSignature(FAKE_WEBHOOK_SECRET, dataId, requestId)) =>
  t.app.inject({
    method: 'POST',
    url: `/api/webhooks/store/${channelId}?data.id=${dataId}&type=payment`,
    headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-request-id': requestId },
    payload: JSON.stringify({ id: notificationId, live_mode: true, type: 'payment', action: 'payment.updated', api_version: 'v1', data: { id: dataId } }),
  });

const orderOf = async (id: string) => (await call('GET', `/api/orders/${id}`)).json().order as Order;

describe('store settings', () => {
  it('seals the secrets at rest, answers only their masks and keeps them when left out', async () => {
    const res = await configure();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().store).toMatchObject({ platform: 'vtex_mercadopago', vtexAccount: 'joalheriademo', vtexAppKey: FAKE_VTEX_KEY, vtexAppTokenMasked: '••••-123', mercadoPagoTokenMasked: '••••-456', webhookSecretMasked: '••••-789', webhookPath: `/api/webhooks/store/${channelId}` });
    for (const secret of [FAKE_VTEX_TOKEN, FAKE_MP_TOKEN, FAKE_WEBHOOK_SECRET]) expect(res.body).not.toContain(secret);
    const raw = await t.ctx.db.orm.execute<{ secrets_sealed: string }>(sql`select secrets_sealed from store_configs where channel_id = ${channelId}`);
    const sealed = raw.rows[0]?.secrets_sealed ?? '';
    expect(sealed).toMatch(/^v1\./);
    for (const secret of [FAKE_VTEX_TOKEN, FAKE_MP_TOKEN, FAKE_WEBHOOK_SECRET]) expect(sealed).not.toContain(secret);

    // Saved again without secrets: the stored ones stay.
    const again = await call('PUT', '/api/catalog/store', { platform: 'vtex_mercadopago', vtexAccount: 'joalheriademo', vtexAppKey: FAKE_VTEX_KEY });
    expect(again.json().store).toMatchObject({ vtexAppTokenMasked: '••••-123', mercadoPagoTokenMasked: '••••-456' });
    const read = await call('GET', '/api/catalog/store');
    for (const secret of [FAKE_VTEX_TOKEN, FAKE_MP_TOKEN, FAKE_WEBHOOK_SECRET]) expect(read.body).not.toContain(secret);

    // The account is a label inside VTEX's domain, never a host of the company's choosing.
    const bad = await call('PUT', '/api/catalog/store', { platform: 'vtex_mercadopago', vtexAccount: 'evil.example.com/x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('freight, stock and payment', () => {
  it('quotes freight by CEP from the store (options every item ships by, summed) and charges the chosen one', async () => {
    await configure();
    const order = await newOrder();
    store.requests.length = 0;
    const quote = await call('POST', `/api/orders/${order._id}/freight/quote`, { cep: '01310-100' });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().options).toEqual([
      { id: 'Normal', name: 'Normal', priceCents: 2500, days: 7 },
      { id: 'Expressa', name: 'Expressa', priceCents: 5000, days: 3 },
    ]);
    const [sent] = store.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/checkout/pub/orderForms/simulation' });
    expect(sent?.query.get('sc')).toBe('1');
    expect(sent?.headers['x-vtex-api-appkey']).toBe(FAKE_VTEX_KEY);
    expect(sent?.body).toEqual({ items: [{ id: 'ANEL-RUBI', quantity: 1, seller: '1' }, { id: 'COLAR-SAF', quantity: 2, seller: '1' }], postalCode: '01310100', country: 'BRA' });

    const chosen = await call('PUT', `/api/orders/${order._id}/freight`, { cep: '01310100', optionId: 'Expressa' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().order).toMatchObject({ subtotalCents: 70000, freightCents: 5000, totalCents: 75000, cep: '01310100', freight: { id: 'Expressa', name: 'Expressa', priceCents: 5000, days: 3 } });
    const missing = await call('PUT', `/api/orders/${order._id}/freight`, { cep: '01310100', optionId: 'Retirada' });
    expect(missing.statusCode).toBe(422);

    store.slas.clear();
    const nowhere = await call('POST', `/api/orders/${order._id}/freight/quote`, { cep: '69900-000' });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().erroMensagem).toBe('A loja não entrega no CEP 69900-000.');
    expect(store.problems).toEqual([]);
  });

  it("refuses to confirm while the store is short of an item's stock, naming it", async () => {
    await configure();
    const order = await newOrder();
    store.stock.set('COLAR-SAF', 1);
    const stock = await call('GET', `/api/orders/${order._id}/stock`);
    expect(stock.json().items).toEqual([
      { skuId: 'ANEL-RUBI', name: 'Anel Rubi', quantity: 1, available: 10, enough: true },
      { skuId: 'COLAR-SAF', name: 'Colar Safira', quantity: 2, available: 1, enough: false },
    ]);
    const confirm = await call('PUT', `/api/orders/${order._id}/status`, { status: 'aguardando_pagamento' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().erroMensagem).toBe('Estoque insuficiente: Colar Safira (pedido 2, disponível 1).');
    const link = await call('POST', `/api/orders/${order._id}/payment-link`, { method: 'pix' });
    expect(link.statusCode).toBe(409);
    expect((await orderOf(order._id)).status).toBe('aberto');
  });

  it('creates a Pix link for the total, sends it to the customer and the signed webhook marks the order paid once', async () => {
    await configure();
    const order = await newOrder();
    store.requests.length = 0;
    const res = await call('POST', `/api/orders/${order._id}/payment-link`, { method: 'pix' });
    expect(res.statusCode, res.body).toBe(200);
    const linked = res.json().order as Order;
    expect(linked).toMatchObject({ status: 'aguardando_pagamento', paymentReference: expect.stringMatching(/^123456-pref-/) });
    expect(linked.paymentUrl).toMatch(/^https:\/\/www\.mercadopago\.com\.br\/checkout\/v1\/redirect\?pref_id=/);
    const preference = store.requests.find((r) => r.path === '/checkout/preferences');
    expect(preference?.headers.authorization).toBe(`Bearer ${FAKE_MP_TOKEN}`);
    expect(preference?.body).toMatchObject({
      external_reference: order._id,
      items: [{ title: `Pedido #${order.number}`, quantity: 1, unit_price: 700, currency_id: 'BRL' }],
      payment_methods: { excluded_payment_types: expect.arrayContaining([{ id: 'credit_card' }, { id: 'debit_card' }]) },
    });
    const text = await t.ctx.db.orm.execute<{ text: string }>(sql`select content->>'text' as text from messages where attendance_id = ${attendanceId} and direction = 'out' order by created_at desc limit 1`);
    expect(text.rows[0]?.text).toContain(linked.paymentUrl ?? 'missing');

    // A pending payment's notification is recorded and changes nothing; replayed once approved, still nothing.
    store.payments.set('9001', { status: 'pending', external_reference: order._id });
    expect((await webhook('9001', 'notif-1', 'req-1')).statusCode).toBe(200);
    store.payments.set('9001', { status: 'approved', external_reference: order._id });
    expect((await webhook('9001', 'notif-1', 'req-1')).statusCode).toBe(200);
    expect((await orderOf(order._id)).status).toBe('aguardando_pagamento');

    // A bad signature is refused and changes nothing.
    const forged = await webhook('9001', 'notif-2', 'req-2', mercadoPagoSignature('outro-segredo', '9001', 'req-2'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: 'store_webhook_signature_invalid', erroMensagem: 'Assinatura do webhook de pagamento inválida.' });
    const tampered = await webhook('9002', 'notif-2', 'req-2', mercadoPagoSignature(FAKE_WEBHOOK_SECRET, '9001', 'req-2'));
    expect(tampered.statusCode).toBe(401);
    expect((await orderOf(order._id)).status).toBe('aguardando_pagamento');

    // The approved payment's own notification marks it paid, with the store in the history.
    expect((await webhook('9001', 'notif-3', 'req-3')).statusCode).toBe(200);
    const paid = await orderOf(order._id);
    expect(paid.status).toBe('pago');
    expect(paid.events.filter((e) => e.kind === 'paid')).toEqual([expect.objectContaining({ fromStatus: 'aguardando_pagamento', toStatus: 'pago', userName: null })]);
    // Replayed: nothing more happens.
    expect((await webhook('9001', 'notif-3', 'req-3')).statusCode).toBe(200);
    expect((await orderOf(order._id)).events.filter((e) => e.kind === 'paid')).toHaveLength(1);
    expect(store.problems).toEqual([]);
  });

  it('answers pt-BR errors, never a 500, when the store is slow, failing or refuses the credentials', async () => {
    await configure();
    const order = await newOrder();
    store.failWith('hang');
    const slow = await call('POST', `/api/orders/${order._id}/freight/quote`, { cep: '01310100' });
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toMatchObject({ error: 'store_timeout', erroMensagem: 'A loja não respondeu a tempo. Tente de novo em instantes.' });
    store.failWith(500);
    const down = await call('GET', `/api/orders/${order._id}/stock`);
    expect(down.statusCode).toBe(502);
    expect(down.json().erroMensagem).toBe('A loja respondeu com erro (500). Tente de novo em instantes.');
    store.failWith(401);
    const refused = await call('POST', `/api/orders/${order._id}/payment-link`, { method: 'card' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toBe('store_auth_failed');
    expect((await orderOf(order._id)).status).toBe('aberto');
  });
});
