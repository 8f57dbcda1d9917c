// Read receipts and the typing indicator through the real app: the operator opens a conversation or
// types in it, a job tells the fake Graph server (which checks Meta's shapes) or the fake Gupshup's
// Partner API, and the exact bodies the provider would get are asserted. Nothing reaches the provider
// when nothing was unread.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { postCloudWebhook } from '../support/chatbot-fixtures.js';
import { cloudWebhook, fakeWamid, graphFailures, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';
import { FAKE_GUPSHUP_PARTNER_TOKEN, fakeWhatsAppId, gupshupCallback, startFakeGupshup, type FakeGupshup } from '../support/fake-gupshup/index.js';
import { RECEIPT_QUEUE } from '../../src/modules/messages/index.js';

let now = new Date();
let t: TestApp;
let graph: FakeGraph;
let gupshup: FakeGupshup;
let creds: Record<string, string>;
let ownerToken: string;
let operator: { id: string; token: string };
let customer = 5511966660000;

beforeAll(async () => {
  graph = await startFakeGraph();
  gupshup = await startFakeGupshup();
  creds = graph.credentials();
  const partner = { GUPSHUP_PARTNER_TOKEN: FAKE_GUPSHUP_PARTNER_TOKEN, GUPSHUP_PARTNER_API_BASE: gupshup.baseUrl };
  t = await createTestApp({ queue: true, clock: () => now, config: { ...graph.config(), ...gupshup.config(), ...partner } });
  ({ ownerToken } = await createCompany(t, { name: 'Loja Lida', channelNumber: '5511955551111', ownerLogin: 'loja-lida', credentials: creds }));
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(ownerToken), payload: { name: 'Caio', login: 'caio', password: 'senha-forte-1', maxAttendances: 100 } });
  operator = { id: op.json().operator._id, token: await t.tokenOf('caio', 'senha-forte-1') };
  const online = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
  expect(online.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await graph.close();
  await gupshup.close();
});
beforeEach(() => {
  now = new Date();
  graph.reset();
  gupshup.reset();
});

const phoneNumberId = () => creds.phoneNumberId ?? '';
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;

/** A new customer writes `texts` (a second apart, the last one most recent); answers the attendance and the wamids. */
async function customerWrites(...texts: string[]): Promise<{ id: string; wamids: string[]; number: string }> {
  const number = String(++customer);
  const wamids = texts.map(() => fakeWamid());
  for (const [i, text] of texts.entries()) {
    const timestamp = new Date(now.getTime() - (texts.length - i) * 1000);
    expect((await postCloudWebhook(t, cloudWebhook.text(phoneNumberId(), number, text, { id: wamids[i], timestamp }), creds.appSecret ?? '')).statusCode).toBe(200);
  }
  const attendance = await eventually(async () => {
    const [a] = await rows<{ id: string; unread: number; operator_id: string | null }>(sql`
      select a.id, a.unread, a.operator_id from attendances a join contacts c on c.id = a.contact_id
       where c.number = ${number} and a.status = 'in_attendance'`);
    expect(a?.unread).toBe(texts.length);
    expect(a?.operator_id).toBe(operator.id);
    return a as { id: string };
  });
  return { id: attendance.id, wamids, number };
}

const open = (attendanceId: string, token = operator.token) => t.app.inject({ method: 'POST', url: `/api/message/read/${attendanceId}`, headers: auth(token) });
const typing = (attendanceId: string, token = operator.token) => t.app.inject({ method: 'POST', url: `/api/attendance/${attendanceId}/typing`, headers: auth(token) });

/** Receipt jobs enqueued for the attendance: known as soon as the request answers (the enqueue is part of it). */
const receiptJobsOf = async (attendanceId: string) =>
  rows<{ data: { providerMessageId: string; typing: boolean } }>(sql`
    select data from pgboss.job where name = ${RECEIPT_QUEUE} and data->>'attendanceId' = ${attendanceId} order by created_on`);

const read = (wamid: string) => ({ messaging_product: 'whatsapp', status: 'read', message_id: wamid });
const typingIndicator = (wamid: string) => ({ ...read(wamid), typing_indicator: { type: 'text' } });

describe('opening a conversation tells Meta it was read', () => {
  it('opening an unread conversation marks the LAST customer message read, once', async () => {
    const a = await customerWrites('oi', 'tem em azul?', 'e em verde?');
    const res = await open(a.id);
    expect(res.statusCode).toBe(200);
    await eventually(async () => expect(graph.readReceipts()).toEqual([read(a.wamids[2] ?? '')]));
    expect(graph.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`/v23.0/${phoneNumberId()}/messages`]);
    const [unread] = await rows<{ unread: number }>(sql`select unread from attendances where id = ${a.id}`);
    expect(unread?.unread).toBe(0);
  });

  it('opening it again once read sends nothing more', async () => {
    const a = await customerWrites('bom dia');
    expect((await open(a.id)).statusCode).toBe(200);
    expect((await open(a.id)).statusCode).toBe(200);
    expect((await open(a.id)).statusCode).toBe(200);
    expect(await receiptJobsOf(a.id)).toHaveLength(1);
    await eventually(async () => expect(graph.readReceipts()).toEqual([read(a.wamids[0] ?? '')]));
  });

  it('opening a conversation with nothing unread (the operator already answered) sends nothing', async () => {
    const a = await customerWrites('preciso de ajuda');
    const sent = await t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(operator.token), payload: { attendanceId: a.id, type: 'text', text: 'Claro!' } });
    expect(sent.statusCode, sent.body).toBe(201);
    await eventually(async () => expect(graph.sentMessages()).toHaveLength(1));
    expect((await open(a.id)).statusCode).toBe(200);
    expect(await receiptJobsOf(a.id)).toEqual([]);
    expect(graph.readReceipts()).toEqual([]);
  });

  it('a failing provider never breaks marking the conversation read', async () => {
    const a = await customerWrites('alô?');
    graph.respondWith({ method: 'POST', path: `/v23.0/${phoneNumberId()}/messages` }, graphFailures.throughput(), { times: 1 });
    const res = await open(a.id);
    expect(res.statusCode).toBe(200);
    const [unread] = await rows<{ unread: number }>(sql`select unread from attendances where id = ${a.id}`);
    expect(unread?.unread).toBe(0);
    // Meta's throughput refusal is retried: the receipt goes through on the next attempt.
    await eventually(async () => expect(graph.readReceipts()).toEqual([read(a.wamids[0] ?? ''), read(a.wamids[0] ?? '')]), { attempts: 200, delayMs: 50 });
  });

  it('an operator of another company cannot mark this conversation read', async () => {
    const a = await customerWrites('oi');
    const stranger = await t.tokenOf('operador');
    expect((await open(a.id, stranger)).statusCode).toBe(404);
    expect(await receiptJobsOf(a.id)).toEqual([]);
  });
});

describe('typing in the composer shows "digitando…" to the customer', () => {
  it('two bursts of keystrokes within the window make one call, with the typing indicator on the last message', async () => {
    const a = await customerWrites('qual o prazo?', 'para Campinas');
    await open(a.id);
    const first = await typing(a.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ statusCode: 200, signalled: true });
    const second = await typing(a.id);
    expect(second.json()).toEqual({ statusCode: 200, signalled: false });
    expect(await receiptJobsOf(a.id)).toHaveLength(2);
    await eventually(async () => expect(graph.readReceipts()).toEqual(expect.arrayContaining([read(a.wamids[1] ?? ''), typingIndicator(a.wamids[1] ?? '')])));
    expect(graph.readReceipts()).toHaveLength(2);
  });

  it('the throttle is per attendance: typing in another conversation is told at once', async () => {
    const one = await customerWrites('um');
    const two = await customerWrites('dois');
    expect((await typing(one.id)).json().signalled).toBe(true);
    expect((await typing(two.id)).json().signalled).toBe(true);
    await eventually(async () =>
      expect(graph.readReceipts()).toEqual(expect.arrayContaining([typingIndicator(one.wamids[0] ?? ''), typingIndicator(two.wamids[0] ?? '')])),
    );
  });

  it('says nothing once the 24-hour window is closed (the operator can no longer answer)', async () => {
    const a = await customerWrites('ainda aí?');
    now = new Date(now.getTime() + 25 * 3600 * 1000);
    expect((await typing(a.id)).json()).toEqual({ statusCode: 200, signalled: false });
    expect(await receiptJobsOf(a.id)).toEqual([]);
  });

  it('only the attendance’s operator may signal typing', async () => {
    const a = await customerWrites('oi');
    expect((await typing(a.id, ownerToken)).statusCode).toBe(403);
    expect((await typing(a.id, await t.tokenOf('operador'))).statusCode).toBe(404);
    expect(await receiptJobsOf(a.id)).toEqual([]);
  });

  it('the operator’s embedded chat signals typing too', async () => {
    const a = await customerWrites('oi, pelo site');
    const issued = await t.app.inject({ method: 'GET', url: `/api/user/operator-token/operatorId/${operator.id}`, headers: auth(operator.token) });
    expect(issued.statusCode).toBe(200);
    const res = await typing(a.id, issued.json<{ token: string }>().token);
    expect(res.json()).toEqual({ statusCode: 200, signalled: true });
    await eventually(async () => expect(graph.readReceipts()).toEqual([typingIndicator(a.wamids[0] ?? '')]));
  });

  it('refuses a finished attendance', async () => {
    const a = await customerWrites('obrigado');
    const finished = await t.app.inject({ method: 'POST', url: `/api/attendance/${a.id}/finish`, headers: auth(operator.token), payload: {} });
    expect(finished.statusCode).toBe(200);
    const res = await typing(a.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('attendance_closed');
  });
});

describe('Gupshup: through its Partner API when the platform has a partner token and the channel its appId', () => {
  /** A Gupshup company with an online operator; answers what its customers' messages need. */
  async function gupshupCompany(prefix: string, credentials: Record<string, string>) {
    const company = await createCompany(t, { name: `Loja ${prefix}`, channelNumber: credentials.source ?? '', ownerLogin: `loja-${prefix}`, apiType: 'gupshup', credentials });
    const op = await t.app.inject({
      method: 'POST',
      url: '/api/operator',
      headers: auth(company.ownerToken),
      payload: { name: `Op ${prefix}`, login: `op-${prefix}`, password: 'senha-forte-1', maxAttendances: 100 },
    });
    const token = await t.tokenOf(`op-${prefix}`, 'senha-forte-1');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${op.json().operator._id}`, headers: auth(token), payload: { status: true } })).statusCode).toBe(200);
    /** The customer writes `texts` in order; answers the attendance id and the WhatsApp ids. */
    const customerWrites = async (...texts: string[]) => {
      const number = String(++customer);
      const ids = texts.map(() => fakeWhatsAppId());
      for (const [i, text] of texts.entries()) {
        const posted = await t.app.inject({
          method: 'POST',
          url: `/api/webhooks/gupshup/${company.channelId}?token=${encodeURIComponent(credentials.webhookToken ?? '')}`,
          payload: JSON.stringify(gupshupCallback.text(credentials.appName ?? '', number, text, { id: ids[i] })),
          headers: { 'content-type': 'application/json' },
        });
        expect(posted.statusCode).toBe(200);
      }
      const attendance = await eventually(async () => {
        const [a] = await rows<{ id: string; unread: number }>(sql`
          select a.id, a.unread from attendances a join contacts c on c.id = a.contact_id
           where c.number = ${number} and c.channel_id = ${company.channelId} and a.status = 'in_attendance'`);
        expect(a?.unread).toBe(texts.length);
        return a as { id: string };
      });
      return { id: attendance.id, ids };
    };
    return { token, customerWrites };
  }

  it('opening an unread conversation marks the last message read, and typing adds the indicator', async () => {
    const loja = await gupshupCompany('gup-parceira', gupshup.credentials({ appName: 'LojaParceira', source: '5511944441111', appId: 'app-parceira' }));
    const a = await loja.customerWrites('oi', 'tem entrega hoje?');
    expect((await open(a.id, loja.token)).statusCode).toBe(200);
    expect((await open(a.id, loja.token)).statusCode).toBe(200);
    expect((await typing(a.id, loja.token)).json()).toEqual({ statusCode: 200, signalled: true });
    expect((await typing(a.id, loja.token)).json()).toEqual({ statusCode: 200, signalled: false });
    await eventually(async () =>
      expect(gupshup.readEvents).toEqual(
        expect.arrayContaining([
          { appId: 'app-parceira', message: read(a.ids[1] ?? '') },
          { appId: 'app-parceira', message: typingIndicator(a.ids[1] ?? '') },
        ]),
      ),
    );
    expect(gupshup.readEvents).toHaveLength(2);
  });

  it('a channel without appId gets nothing sent: its API key has no read call', async () => {
    const loja = await gupshupCompany('gup-sem-app', gupshup.credentials({ appName: 'LojaSemApp', source: '5511944442222' }));
    const a = await loja.customerWrites('olá');
    expect((await open(a.id, loja.token)).statusCode).toBe(200);
    // The job runs (the adapter decides there is no call); nothing reaches Gupshup.
    await eventually(async () => {
      const [job] = await rows<{ state: string }>(sql`select state from pgboss.job where name = ${RECEIPT_QUEUE} and data->>'attendanceId' = ${a.id}`);
      expect(job?.state).toBe('completed');
    });
    expect(gupshup.requests.filter((r) => r.path.startsWith('/partner/'))).toEqual([]);
  });
});
