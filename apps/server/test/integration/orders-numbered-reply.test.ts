// A product list sent as numbered text (the simulator channel: no Meta catalog) and the customer's
// answer "1, 3" becomes an order through the real webhook, inbox and processing job: the list's
// numbering, catalogue prices, the history note, the live push, the customer's confirmation; the
// quantity form and repeats; and the many texts that must stay texts (out of range, no list before,
// an old list, ordinary words with numbers, a second answer to the same list), with redelivery
// making no second order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { Message, Order } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { connectSocket } from '../support/sockets.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import { catalogCalls, setProductsModule } from '../support/product-fixtures.js';
import { sendCatalogue, type SendCatalogue } from '../support/product-send-fixtures.js';

let t: TestApp;
let channelId: string;
let owner: string;
let operator: { id: string; token: string };
let catalogue: SendCatalogue;
let bracelet: string;
const sockets: Socket[] = [];
let customers = 0;
let events = 0;

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const session = await t.login('empresa');
  owner = session.token;
  channelId = session.user.channelId as string;
  const op = await t.login('operador');
  operator = { id: op.user.operatorData?._id as string, token: op.token };
  const stranger = await createCompany(t, { name: 'Outra Joalheria', channelNumber: '5531944447777', ownerLogin: 'outra-joalheria-num' });
  catalogue = await sendCatalogue(t, { channelId, ownerToken: owner }, stranger);
  bracelet = (await catalogCalls(t).product(owner, { name: 'Pulseira Trançada', skuId: 'PULSEIRA-T', priceCents: 4500 }))._id;
  // Every test opens its own conversation with the one demo operator.
  await t.ctx.db.orm.execute(sql`update operators set max_attendances = 100 where id = ${operator.id}`);
  await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const nextCustomer = () => `55119777${String(10000 + customers++)}`;

/** The customer's text through the simulator's webhook (the same id again is a redelivery). */
async function say(number: string, text: string, id = `sim-num-${Date.now()}-${events++}`): Promise<string> {
  const event = { kind: 'message' as const, id, from: { number, name: 'Cliente Numerado' }, type: 'text' as const, text };
  expect((await postSimulatorWebhook(t, { channelId, events: [event] })).statusCode).toBe(200);
  return id;
}

/** Waits until intake stored the customer's message (its order, if any, is stored in the same transaction). */
const stored = (providerId: string) =>
  eventually(async () => {
    const [row] = (await t.ctx.db.orm.execute<{ id: string; type: string }>(sql`select id, type from messages where provider_message_id = ${providerId}`)).rows;
    expect(row).toBeDefined();
    return row as { id: string; type: string };
  });

async function openConversation(number: string): Promise<string> {
  await say(number, 'Olá, quero ver joias');
  return eventually(async () => {
    const [a] = (await t.ctx.db.orm.execute<{ id: string; status: string }>(sql`
      select a.id, a.status from attendances a join contacts c on c.id = a.contact_id where c.channel_id = ${channelId} and c.number = ${number}`)).rows;
    expect(a?.status).toBe('in_attendance');
    return a?.id as string;
  });
}

/** The operator's list: 1 the ring (on sale), 2 the necklace, 3 the bracelet, numbered across sections. */
async function sendList(attendanceId: string): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/message/send',
    headers: auth(operator.token),
    payload: {
      attendanceId,
      type: 'product_list',
      header: 'Joias',
      body: 'Separei estes',
      sections: [
        { title: 'Anéis e colares', productIds: [catalogue.ring, catalogue.necklace] },
        { title: 'Pulseiras', productIds: [bracelet] },
      ],
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().message._id as string;
}

const ordersOf = async (attendanceId: string): Promise<Order[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/attendance/${attendanceId}`, headers: auth(operator.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orders as Order[];
};

const lines = (order: Order | undefined) => order?.items.map((i) => [i.skuId, i.quantity, i.unitPriceCents, i.unknownProduct]);

/** A conversation with the list sent; answers the attendance. */
async function withList(number: string): Promise<string> {
  const attendanceId = await openConversation(number);
  await sendList(attendanceId);
  return attendanceId;
}

describe("the customer's numbered answer to a product list", () => {
  it('"1, 3" becomes one order of those two products at catalogue prices, with its history note, pushed live, and the customer is told', async () => {
    const socket = await connectSocket(t, '', { token: operator.token });
    sockets.push(socket);
    const pushed: Order[] = [];
    socket.on('order.updated', ({ order }: { order: Order }) => pushed.push(order));
    const phone = await connectSocket(t, '/simulator', { channelId });
    sockets.push(phone);
    const onPhone: Message[] = [];
    phone.on('simulator.message', (p: { message: Message }) => onPhone.push(p.message));

    const number = nextCustomer();
    const attendanceId = await withList(number);
    const answer = await stored(await say(number, '1, 3'));

    const [order, ...more] = await ordersOf(attendanceId);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ source: 'numbered_reply', status: 'aberto', operatorId: null, subtotalCents: 99000 + 4500, totalCents: 103500, priceMismatch: false });
    expect(lines(order)).toEqual([
      ['ANEL-18K', 1, 99000, false],
      ['PULSEIRA-T', 1, 4500, false],
    ]);
    expect(order?.events.map((e) => e.note)).toEqual(['Pedido feito pela resposta numerada do cliente.']);
    // The answer stays the customer's text in the conversation; the order names it as its source.
    expect(answer.type).toBe('text');
    const [source] = (await t.ctx.db.orm.execute<{ source_message_id: string }>(sql`select source_message_id from orders where id = ${order?._id}`)).rows;
    expect(source?.source_message_id).toBe(answer.id);
    await eventually(async () => expect(pushed.map((o) => o._id)).toContain(order?._id));

    const confirmation = `Recebemos seu pedido #${order?.number}: 1× Anel de Ouro 18k, 1× Pulseira Trançada. Total R$ 1.035,00. Um atendente vai confirmar com você.`;
    const reply = await eventually(async () => {
      const found = onPhone.find((m) => m.content.text === confirmation && m.status === 'sent');
      expect(found).toBeDefined();
      return found as Message;
    });
    expect(reply).toMatchObject({ direction: 'out', type: 'text', attendanceId, operatorId: null });
    expect(reply.content.automatic).toBe(true);

    // A second number in the same conversation is more likely an answer to the operator: no second order.
    await stored(await say(number, '2'));
    expect(await ordersOf(attendanceId)).toHaveLength(1);
  });

  it('"2x3, 1" asks for three necklaces and one ring', async () => {
    const number = nextCustomer();
    const attendanceId = await withList(number);
    await stored(await say(number, '2x3, 1'));
    const [order] = await ordersOf(attendanceId);
    expect(lines(order)).toEqual([
      ['COLAR-PRATA', 3, 5990, false],
      ['ANEL-18K', 1, 99000, false],
    ]);
    expect(order?.totalCents).toBe(3 * 5990 + 99000);
  });

  it('a number repeated adds to its quantity', async () => {
    const number = nextCustomer();
    const attendanceId = await withList(number);
    await stored(await say(number, '3, 3 e 3'));
    const [order] = await ordersOf(attendanceId);
    expect(lines(order)).toEqual([['PULSEIRA-T', 3, 4500, false]]);
    expect(order?.totalCents).toBe(13500);
  });

  it('with any number outside the list there is no order at all, and the answer stays a text for the operator', async () => {
    const number = nextCustomer();
    const attendanceId = await withList(number);
    const answer = await stored(await say(number, '1, 4'));
    expect(answer.type).toBe('text');
    expect(await ordersOf(attendanceId)).toEqual([]);
    // The list was there all along: a proper answer makes the order.
    await stored(await say(number, '1, 3'));
    expect(await ordersOf(attendanceId)).toHaveLength(1);
  });

  it('numbers without a list sent before are just a text', async () => {
    const number = nextCustomer();
    const attendanceId = await openConversation(number);
    await stored(await say(number, '1, 3'));
    expect(await ordersOf(attendanceId)).toEqual([]);
  });

  it('ordinary texts with numbers never become orders; a proper answer after them still does', async () => {
    const number = nextCustomer();
    const attendanceId = await withList(number);
    for (const text of ['meu CEP é 01310-100', 'tenho 2 filhos', '01310100', 'ok']) await stored(await say(number, text));
    expect(await ordersOf(attendanceId)).toEqual([]);
    await stored(await say(number, '2'));
    expect(lines((await ordersOf(attendanceId))[0])).toEqual([['COLAR-PRATA', 1, 5990, false]]);
  });

  it('makes one order however often the same webhook is delivered', async () => {
    const number = nextCustomer();
    const attendanceId = await withList(number);
    const id = `sim-num-redelivered-${Date.now()}`;
    await say(number, '1', id);
    await say(number, '1', id);
    await say(number, '1', id);
    await stored(id);
    await eventually(async () => {
      const pending = await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from webhook_inbox where processed_at is null`);
      expect(pending.rows[0]?.n).toBe(0);
    });
    expect(await ordersOf(attendanceId)).toHaveLength(1);
    const confirmations = await t.ctx.db.orm.execute<{ n: number }>(sql`
      select count(*)::int as n from messages where attendance_id = ${attendanceId} and direction = 'out' and content->>'text' like 'Recebemos seu pedido%'`);
    expect(confirmations.rows[0]?.n).toBe(1);
  });

  it('a list older than 24 hours, or a single product sent after the list, is not what the numbers answer', async () => {
    const old = nextCustomer();
    const oldAttendance = await openConversation(old);
    const listId = await sendList(oldAttendance);
    await t.ctx.db.orm.execute(sql`update messages set created_at = created_at - interval '25 hours' where id = ${listId}`);
    await stored(await say(old, '1'));
    expect(await ordersOf(oldAttendance)).toEqual([]);
    // The same list sent again today is answered.
    await sendList(oldAttendance);
    await stored(await say(old, '1'));
    expect(lines((await ordersOf(oldAttendance))[0])).toEqual([['ANEL-18K', 1, 99000, false]]);

    const single = nextCustomer();
    const singleAttendance = await withList(single);
    const res = await t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(operator.token), payload: { attendanceId: singleAttendance, type: 'product', productId: catalogue.necklace } });
    expect(res.statusCode, res.body).toBe(201);
    await stored(await say(single, '1'));
    expect(await ordersOf(singleAttendance)).toEqual([]);
  });

  it('prices from the catalogue as it is now: a changed price is flagged, a deleted product stays as a line with a warning', async () => {
    const api = catalogCalls(t);
    const earring = await api.product(owner, { name: 'Brinco Gota', skuId: 'BRINCO-GOTA', priceCents: 3000 });
    const ring = await api.product(owner, { name: 'Anel Fino', skuId: 'ANEL-FINO', priceCents: 2000 });
    const number = nextCustomer();
    const attendanceId = await openConversation(number);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/message/send',
      headers: auth(operator.token),
      payload: { attendanceId, type: 'product_list', header: 'Novidades', body: 'Chegaram hoje', sections: [{ title: 'Novidades', productIds: [earring._id, ring._id] }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const update = await api.call('PUT', `/api/products/${earring._id}`, owner, { name: 'Brinco Gota', skuId: 'BRINCO-GOTA', priceCents: 3500 });
    expect(update.statusCode, update.body).toBe(200);
    expect((await api.call('DELETE', `/api/products/${ring._id}`, owner)).statusCode).toBe(200);

    await stored(await say(number, '1 2'));
    const [order] = await ordersOf(attendanceId);
    expect(order?.items.map((i) => [i.skuId, i.name, i.unitPriceCents, i.customerUnitPriceCents, i.priceMismatch, i.unknownProduct])).toEqual([
      ['BRINCO-GOTA', 'Brinco Gota', 3500, 3000, true, false],
      ['ANEL-FINO', 'Anel Fino (fora do catálogo)', 0, 2000, false, true],
    ]);
    expect(order?.totalCents).toBe(3500);
    expect(order?.events[0]?.note).toBe('Pedido feito pela resposta numerada do cliente. Produto fora do catálogo: ANEL-FINO. Preço mudou desde o envio da lista: BRINCO-GOTA.');
    const [confirmation] = (await t.ctx.db.orm.execute<{ text: string }>(sql`
      select content->>'text' as text from messages where attendance_id = ${attendanceId} and direction = 'out' and content->>'text' like 'Recebemos seu pedido%'`)).rows;
    expect(confirmation?.text).toBe(`Recebemos seu pedido #${order?.number}: 1× Brinco Gota, 1× Anel Fino. Um atendente vai confirmar os itens e o total com você.`);
  });

  it('with the catalogue module turned off since the list went out, the numbers are just a text', async () => {
    const number = nextCustomer();
    const attendanceId = await withList(number);
    await setProductsModule(t, channelId, owner, false);
    try {
      await stored(await say(number, '1'));
    } finally {
      await setProductsModule(t, channelId, owner, true);
    }
    expect(await ordersOf(attendanceId)).toEqual([]);
    await stored(await say(number, '1'));
    expect(await ordersOf(attendanceId)).toHaveLength(1);
  });
});
