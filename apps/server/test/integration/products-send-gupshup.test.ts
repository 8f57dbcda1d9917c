// Products on a Gupshup channel: Gupshup does not relay Meta's catalog messages here, so one product is
// its picture (a signed link to our copy at PUBLIC_URL) with the caption, and a list is the numbered text,
// whose numbered answer comes back as an order.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { gupshupCallback, startFakeGupshup, type FakeGupshup } from '../support/fake-gupshup/index.js';
import { sendCatalogue, type SendCatalogue } from '../support/product-send-fixtures.js';

const PUBLIC_URL = 'https://atende.exemplo.com.br';

let t: TestApp;
let fake: FakeGupshup;
let creds: Record<string, string>;
let channelId: string;
let operator: { id: string; token: string };
let catalogue: SendCatalogue;

beforeAll(async () => {
  fake = await startFakeGupshup();
  creds = fake.credentials();
  t = await createTestApp({ queue: true, config: { PUBLIC_URL, ...fake.config() } });
  const company = await createCompany(t, { name: 'Joias Gupshup', channelNumber: '5511944449100', ownerLogin: 'joias-gupshup', apiType: 'gupshup', credentials: creds });
  channelId = company.channelId;
  const stranger = await createCompany(t, { name: 'Outra', channelNumber: '5511944449200', ownerLogin: 'outra-gupshup', apiType: 'gupshup', credentials: fake.credentials({ appName: 'OutraApp' }) });
  catalogue = await sendCatalogue(t, company, stranger);
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(company.ownerToken), payload: { name: 'Iara', login: 'iara-joias', password: 'senha-forte-1' } });
  operator = { id: op.json().operator._id, token: await t.tokenOf('iara-joias', 'senha-forte-1') };
  expect((await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function conversationWith(number: string): Promise<string> {
  const callback = await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/gupshup/${channelId}?token=${encodeURIComponent(creds.webhookToken ?? '')}`,
    payload: JSON.stringify(gupshupCallback.text(creds.appName ?? '', number, 'quero ver os produtos')),
    headers: { 'content-type': 'application/json' },
  });
  expect(callback.statusCode).toBe(200);
  return eventually(async () => {
    const [a] = (await t.ctx.db.orm.execute<{ id: string }>(sql`
      select a.id from attendances a join contacts c on c.id = a.contact_id where c.channel_id = ${channelId} and c.number = ${number}`)).rows;
    expect(a).toBeDefined();
    return a?.id ?? '';
  });
}

const sentForm = async (payload: Record<string, unknown>) => {
  const sent = await t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(operator.token), payload });
  expect(sent.statusCode, sent.body).toBe(201);
  await eventually(async () => {
    const [row] = (await t.ctx.db.orm.execute<{ status: string }>(sql`select status from messages where id = ${sent.json().message._id}`)).rows;
    expect(row?.status).toBe('sent');
  });
  expect(fake.sends).toHaveLength(1);
  return JSON.parse(fake.sends[0]?.form.message ?? '{}') as Record<string, unknown>;
};

describe('products on Gupshup go as their fallback', () => {
  it('one product: its picture by link with name, prices and description in the caption', async () => {
    const attendanceId = await conversationWith('5511977779101');
    const message = await sentForm({ attendanceId, type: 'product', productId: catalogue.ring });
    expect(message).toEqual({
      type: 'image',
      originalUrl: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/media/${catalogue.ringImage}`)),
      previewUrl: message.originalUrl,
      caption: '*Anel de Ouro 18k*\nR$ 990,00 (de R$ 1.200,00)\n\nAro fino, ouro amarelo.',
    });
  });

  it('a list: one numbered text by section', async () => {
    const attendanceId = await conversationWith('5511977779102');
    const message = await sentForm({ attendanceId, type: 'product_list', header: 'Joias', body: 'Separei estes', sections: [{ title: 'Tudo', productIds: [catalogue.necklace, catalogue.ring] }] });
    expect(message).toEqual({
      type: 'text',
      text: [
        '*Joias*',
        'Separei estes',
        '*Tudo*\n1. Colar de Prata — R$ 59,90\n2. Anel de Ouro 18k — R$ 990,00 (de R$ 1.200,00)',
        'Para pedir, responda com os números dos produtos que deseja (por exemplo: 1, 3 ou 2x3 para três unidades do 2).',
      ].join('\n\n'),
    });
  });

  it("the customer's numbered answer to the list becomes an order, and the confirmation goes back through Gupshup", async () => {
    const number = '5511977779103';
    const attendanceId = await conversationWith(number);
    await sentForm({ attendanceId, type: 'product_list', header: 'Joias', body: 'Separei estes', sections: [{ title: 'Tudo', productIds: [catalogue.necklace, catalogue.ring] }] });
    fake.reset();
    const callback = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/gupshup/${channelId}?token=${encodeURIComponent(creds.webhookToken ?? '')}`,
      payload: JSON.stringify(gupshupCallback.text(creds.appName ?? '', number, '1x2; 2')),
      headers: { 'content-type': 'application/json' },
    });
    expect(callback.statusCode).toBe(200);
    const order = await eventually(async () => {
      const [row] = (await t.ctx.db.orm.execute<{ number: number; source: string; total_cents: number }>(sql`select number, source, total_cents from orders where attendance_id = ${attendanceId}`)).rows;
      expect(row).toBeDefined();
      return row as { number: number; source: string; total_cents: number };
    });
    expect(order).toMatchObject({ source: 'numbered_reply', total_cents: 2 * 5990 + 99000 });
    const confirmation = await eventually(async () => {
      expect(fake.sends).toHaveLength(1);
      return JSON.parse(fake.sends[0]?.form.message ?? '{}') as Record<string, unknown>;
    });
    expect(confirmation).toEqual({
      type: 'text',
      text: `Recebemos seu pedido #${order.number}: 2× Colar de Prata, 1× Anel de Ouro 18k. Total R$ 1.109,80. Um atendente vai confirmar com você.`,
    });
  });
});
