// A Gupshup conversation through the real app: token-protected callbacks in, the job, the engine, the
// operator's answer out to a fake Gupshup server that checks its form API, statuses back by gs id.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { gupshupCallback, gupshupFailures, startFakeGupshup, type FakeGupshup, type GupshupCallback } from '../support/fake-gupshup/index.js';

let t: TestApp;
let fake: FakeGupshup;
let creds: Record<string, string>;
let channelId: string;
let operator: { id: string; token: string };
const app = () => creds.appName ?? '';

beforeAll(async () => {
  fake = await startFakeGupshup();
  creds = fake.credentials();
  t = await createTestApp({ queue: true, config: fake.config() });
  const company = await createCompany(t, { name: 'Loja Gupshup', channelNumber: '5511944440000', ownerLogin: 'loja-gupshup', apiType: 'gupshup', credentials: creds });
  channelId = company.channelId;
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(company.ownerToken), payload: { name: 'Gabi', login: 'gabi', password: 'senha-forte-1' } });
  operator = { id: op.json().operator._id, token: await t.tokenOf('gabi', 'senha-forte-1') };
  const online = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
  expect(online.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

type Delivery = { token?: string | null; header?: string; channel?: string };

/** Posts a callback as Gupshup does: JSON body, the token in the URL (or a header when asked). */
function post(body: GupshupCallback, { token = creds.webhookToken ?? '', header, channel = channelId }: Delivery = {}) {
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/webhooks/gupshup/${channel}${query}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(header !== undefined ? { 'x-atende-token': header } : {}) },
  });
}

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const inboxCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox`))[0]?.n;
const allProcessed = () =>
  eventually(async () => {
    const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox where processed_at is null`);
    expect(left?.n).toBe(0);
  });
const attendanceOf = (number: string) =>
  eventually(async () => {
    const [a] = await rows<{ id: string; status: string; operator_id: string | null }>(sql`
      select a.id, a.status, a.operator_id from attendances a join contacts c on c.id = a.contact_id
       where c.number = ${number} and c.channel_id = ${channelId} and a.status <> 'finished'`);
    expect(a).toBeDefined();
    return a as { id: string; status: string; operator_id: string | null };
  });
const statusOf = async (messageId: string) =>
  (await rows<{ status: string; provider_message_id: string | null }>(sql`select status, provider_message_id from messages where id = ${messageId}`))[0];
const send = (attendanceId: string, text: string) =>
  t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(operator.token), payload: { attendanceId, type: 'text', text } });

describe('callback authentication and intake', () => {
  it('a customer text opens an attendance handed to the online operator', async () => {
    expect((await post(gupshupCallback.text(app(), '5511977770101', 'Quero comprar'))).statusCode).toBe(200);
    const a = await attendanceOf('5511977770101');
    expect(a.status).toBe('in_attendance');
    expect(a.operator_id).toBe(operator.id);
    const history = await t.app.inject({ method: 'GET', url: `/api/message/attendance/${a.id}`, headers: auth(operator.token) });
    expect(history.json().messages[0]).toMatchObject({ direction: 'in', type: 'text', content: { text: 'Quero comprar' }, status: 'received' });
  });

  it('accepts the token in the x-atende-token header too', async () => {
    expect((await post(gupshupCallback.text(app(), '5511977770102', 'pelo cabeçalho'), { token: null, header: creds.webhookToken ?? '' })).statusCode).toBe(200);
    await attendanceOf('5511977770102');
  });

  it('a wrong or missing token is 401 bad_signature and stores nothing', async () => {
    const before = await inboxCount();
    const body = gupshupCallback.text(app(), '5511977770103', 'invasão');
    const wrong = await post(body, { token: 'token-errado' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'bad_signature' });
    expect((await post(body, { token: null })).statusCode).toBe(401);
    expect((await post(body, { token: null, header: 'token-errado' })).statusCode).toBe(401);
    expect(await inboxCount()).toBe(before);
    const [contact] = await rows<{ n: number }>(sql`select count(*)::int as n from contacts where number = '5511977770103'`);
    expect(contact?.n).toBe(0);
  });

  it('the channel in the URL must be the one owning the app, and an unknown app is refused the same way (401)', async () => {
    const before = await inboxCount();
    const [other] = await rows<{ id: string }>(sql`select id from channels where id <> ${channelId} limit 1`);
    const someOther = other?.id ?? '';
    expect(someOther).not.toBe('');
    expect((await post(gupshupCallback.text(app(), '5511977770104', 'oi'), { channel: someOther })).statusCode).toBe(401);
    expect((await post(gupshupCallback.text('AppDeOutro', '5511977770104', 'oi'))).statusCode).toBe(401);
    expect(await inboxCount()).toBe(before);
  });

  it('an opt-in user-event is accepted and changes nothing', async () => {
    expect((await post(gupshupCallback.userEvent(app(), '5511977770105', 'opted-in'))).statusCode).toBe(200);
    await allProcessed();
    const [contact] = await rows<{ n: number }>(sql`select count(*)::int as n from contacts where number = '5511977770105'`);
    expect(contact?.n).toBe(0);
  });

  it('a replayed callback is stored once', async () => {
    const body = gupshupCallback.text(app(), '5511977770106', 'uma vez só');
    for (let i = 0; i < 3; i++) expect((await post(body)).statusCode).toBe(200);
    const a = await attendanceOf('5511977770106');
    await allProcessed();
    const [stored] = await rows<{ n: number }>(sql`select count(*)::int as n from messages where attendance_id = ${a.id}`);
    expect(stored?.n).toBe(1);
  });
});

describe('the operator answers through Gupshup', () => {
  it('sends the exact form Gupshup expects, then message-events move it to read by gs id', async () => {
    await post(gupshupCallback.text(app(), '5511977770110', 'tem em azul?'));
    const a = await attendanceOf('5511977770110');
    const res = await send(a.id, 'Temos sim!');
    expect(res.statusCode).toBe(201);
    const messageId = res.json().message._id as string;
    const sent = await eventually(async () => {
      const r = await statusOf(messageId);
      expect(r?.status).toBe('sent');
      return r;
    });
    expect(fake.sends.map((s) => ({ path: s.path, form: s.form }))).toEqual([
      {
        path: '/wa/api/v1/msg',
        form: { channel: 'whatsapp', source: '5511944440000', destination: '5511977770110', 'src.name': 'LojaGupshup', message: '{"type":"text","text":"Temos sim!"}' },
      },
    ]);
    const gsId = fake.sends[0]?.messageId ?? '';
    expect(sent?.provider_message_id).toBe(gsId);

    expect((await post(gupshupCallback.event(app(), 'enqueued', gsId, '5511977770110'))).statusCode).toBe(200);
    expect((await post(gupshupCallback.event(app(), 'delivered', gsId, '5511977770110'))).statusCode).toBe(200);
    await allProcessed();
    expect((await statusOf(messageId))?.status).toBe('delivered');
    // read, then a late sent: the status ends at read and never goes back.
    for (const type of ['read', 'sent'] as const) expect((await post(gupshupCallback.event(app(), type, gsId, '5511977770110'))).statusCode).toBe(200);
    await allProcessed();
    expect((await statusOf(messageId))?.status).toBe('read');
  });

  it('a failed message-event fails the message with the reason Gupshup gave', async () => {
    await post(gupshupCallback.text(app(), '5511977770111', 'oi'));
    const a = await attendanceOf('5511977770111');
    const messageId = (await send(a.id, 'Olá!')).json().message._id as string;
    await eventually(async () => expect((await statusOf(messageId))?.status).toBe('sent'));
    const gsId = fake.sends[0]?.messageId ?? '';
    expect((await post(gupshupCallback.event(app(), 'failed', gsId, '5511977770111'))).statusCode).toBe(200);
    await allProcessed();
    const [failed] = await rows<{ status: string; error_message: string | null }>(sql`select status, error_message from messages where id = ${messageId}`);
    expect(failed).toEqual({ status: 'failed', error_message: 'Number Does Not Exists On WhatsApp' });
  });

  it('a 429 from Gupshup is retried and the message goes out once', async () => {
    await post(gupshupCallback.text(app(), '5511977770112', 'oi'));
    const a = await attendanceOf('5511977770112');
    fake.failNext(1, gupshupFailures.tooManyRequests());
    const messageId = (await send(a.id, 'Depois do limite')).json().message._id as string;
    await eventually(async () => expect((await statusOf(messageId))?.status).toBe('sent'), { attempts: 200, delayMs: 50 });
    const posts = fake.requests.filter((r) => r.path === '/wa/api/v1/msg');
    expect(posts).toHaveLength(2);
    expect(fake.sends).toHaveLength(1);
    expect((await statusOf(messageId))?.provider_message_id).toBe(fake.sends[0]?.messageId);
  });
});
