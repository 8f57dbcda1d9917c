// A Cloud API conversation through the real app: signed webhooks in, the job, the engine, the
// operator's answer out to a fake Graph server that checks Meta's shapes, statuses back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { postCloudWebhook } from '../support/chatbot-fixtures.js';
import { cloudWebhook, graphFailures, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';

let now = new Date();
let t: TestApp;
let graph: FakeGraph;
let creds: Record<string, string>;
let operator: { id: string; token: string };

beforeAll(async () => {
  graph = await startFakeGraph();
  creds = graph.credentials();
  t = await createTestApp({ queue: true, clock: () => now, config: graph.config() });
  const { ownerToken: owner } = await createCompany(t, { name: 'Loja Cloud', channelNumber: '5511955550000', ownerLogin: 'loja-cloud', credentials: creds });
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(owner), payload: { name: 'Bia', login: 'bia', password: 'senha-forte-1' } });
  operator = { id: op.json().operator._id, token: await t.tokenOf('bia', 'senha-forte-1') };
  const online = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
  expect(online.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(() => {
  now = new Date();
  graph.reset();
});

const post = (body: ReturnType<typeof cloudWebhook.message>, secret = creds.appSecret ?? '') => postCloudWebhook(t, body, secret);
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const attendanceOf = async (number: string) =>
  eventually(async () => {
    const [a] = await rows<{ id: string; status: string; operator_id: string | null }>(sql`
      select a.id, a.status, a.operator_id from attendances a join contacts c on c.id = a.contact_id
       where c.number = ${number} and a.status <> 'finished'`);
    expect(a).toBeDefined();
    return a as { id: string; status: string; operator_id: string | null };
  });

describe('webhook verification and intake', () => {
  it("answers Meta's handshake with the challenge only for a known verify token", async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/webhooks/cloud?hub.mode=subscribe&hub.verify_token=${creds.verifyToken}&hub.challenge=12345` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('12345');
    const bad = await t.app.inject({ method: 'GET', url: '/api/webhooks/cloud?hub.mode=subscribe&hub.verify_token=errado&hub.challenge=12345' });
    expect(bad.statusCode).toBe(403);
  });

  it('refuses a bad or missing signature with 401 and stores nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox`);
    const body = cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770001', 'oi');
    expect((await post(body, 'segredo-errado')).statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers a phone number id that is no channel of ours as a bad signature (401), so intake reveals no numbers', async () => {
    const res = await post(cloudWebhook.text('999999999', '5511977770001', 'oi'));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('bad_signature');
  });

  it('acknowledges a signed delivery that holds nothing for us (a status we do not track), so Meta does not retry it forever', async () => {
    const body = cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770009', 'oi');
    const value = body.entry[0]?.changes[0]?.value as Record<string, unknown>;
    delete value.messages;
    delete value.contacts;
    value.statuses = [{ id: 'wamid.desconhecido', status: 'deleted', timestamp: '1700000000', recipient_id: '5511977770009' }];
    expect((await post(body)).statusCode).toBe(200);
    expect((await post(body, 'segredo-errado')).statusCode).toBe(401);
  });

  it('a customer text opens an attendance handed to the online operator', async () => {
    expect((await post(cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770002', 'Quero comprar'))).statusCode).toBe(200);
    const a = await attendanceOf('5511977770002');
    expect(a.status).toBe('in_attendance');
    expect(a.operator_id).toBe(operator.id);
    const history = await t.app.inject({ method: 'GET', url: `/api/message/attendance/${a.id}`, headers: auth(operator.token) });
    expect(history.json().messages[0]).toMatchObject({ direction: 'in', type: 'text', content: { text: 'Quero comprar' }, status: 'received' });
  });

  it('replaying one delivery three times stores one message', async () => {
    const body = cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770003', 'uma vez só');
    for (let i = 0; i < 3; i++) expect((await post(body)).statusCode).toBe(200);
    const a = await attendanceOf('5511977770003');
    await eventually(async () => {
      const processed = await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox where processed_at is null`);
      expect(processed[0]?.n).toBe(0);
    });
    const stored = await rows<{ n: number }>(sql`select count(*)::int as n from messages where attendance_id = ${a.id}`);
    expect(stored[0]?.n).toBe(1);
  });

  it('when storing fails the webhook gets 5xx, and the provider retry is then stored and processed', async () => {
    const body = cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770004', 'não pode se perder');
    await t.ctx.db.orm.execute(sql`alter table webhook_inbox rename to webhook_inbox_off`);
    try {
      const failed = await post(body);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().erroMensagem).not.toMatch(/webhook_inbox/);
    } finally {
      await t.ctx.db.orm.execute(sql`alter table webhook_inbox_off rename to webhook_inbox`);
    }
    expect((await post(body)).statusCode).toBe(200);
    const a = await attendanceOf('5511977770004');
    const stored = await rows<{ n: number }>(sql`select count(*)::int as n from messages where attendance_id = ${a.id}`);
    expect(stored[0]?.n).toBe(1);
  });
});

describe('the operator answers', () => {
  const send = (attendanceId: string, text: string) =>
    t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(operator.token), payload: { attendanceId, type: 'text', text } });
  const statusOf = (messageId: string) => rows<{ status: string; error_message: string | null; provider_message_id: string | null }>(sql`select status, error_message, provider_message_id from messages where id = ${messageId}`);

  it('sends the exact body Meta expects, then statuses move it forward and never back', async () => {
    await post(cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770010', 'tem em azul?'));
    const a = await attendanceOf('5511977770010');
    const res = await send(a.id, 'Temos sim!');
    expect(res.statusCode).toBe(201);
    const messageId = res.json().message._id as string;
    const [sent] = await eventually(async () => {
      const r = await statusOf(messageId);
      expect(r[0]?.status).toBe('sent');
      return r;
    });
    expect(graph.sentMessages()).toEqual([
      { messaging_product: 'whatsapp', recipient_type: 'individual', to: '5511977770010', type: 'text', text: { body: 'Temos sim!', preview_url: false } },
    ]);
    const wamid = sent?.provider_message_id ?? '';
    // read arrives before delivered, and read twice: the status ends at read.
    for (const status of ['read', 'delivered', 'read'] as const) {
      expect((await post(cloudWebhook.status(creds.phoneNumberId ?? '', { id: wamid, status, recipient: '5511977770010' }))).statusCode).toBe(200);
    }
    await eventually(async () => {
      const processed = await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox where processed_at is null`);
      expect(processed[0]?.n).toBe(0);
    });
    expect((await statusOf(messageId))[0]?.status).toBe('read');
  });

  it('retries after a throughput error (130429) and the message goes out once', async () => {
    await post(cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770011', 'oi'));
    const a = await attendanceOf('5511977770011');
    graph.failNext(1, graphFailures.throughput());
    const res = await send(a.id, 'Depois do limite');
    const messageId = res.json().message._id as string;
    await eventually(async () => expect((await statusOf(messageId))[0]?.status).toBe('sent'), { attempts: 200, delayMs: 50 });
    expect(graph.sentMessages()).toHaveLength(2);
  });

  it("shows the operator Meta's re-engagement error (131047) as a closed 24-hour window", async () => {
    await post(cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770012', 'oi'));
    const a = await attendanceOf('5511977770012');
    graph.failNext(1, graphFailures.windowClosed());
    const res = await send(a.id, 'Ainda aí?');
    const messageId = res.json().message._id as string;
    const [failed] = await eventually(async () => {
      const r = await statusOf(messageId);
      expect(r[0]?.status).toBe('failed');
      return r;
    });
    expect(failed?.error_message).toMatch(/janela de 24 horas/);
  });

  it('refuses free text once the customer has been silent for 24 hours, pointing to a template', async () => {
    await post(cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770013', 'oi'));
    const a = await attendanceOf('5511977770013');
    now = new Date(Date.now() + 25 * 3600 * 1000);
    const res = await send(a.id, 'Olá?');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'window_closed' });
    expect(res.json().erroMensagem).toMatch(/modelo de mensagem aprovado/);
    expect(graph.sentMessages()).toHaveLength(0);
  });

  it("an operator of another company cannot read or answer this company's attendance", async () => {
    await post(cloudWebhook.text(creds.phoneNumberId ?? '', '5511977770014', 'oi'));
    const a = await attendanceOf('5511977770014');
    const stranger = await t.tokenOf('operador');
    expect((await t.app.inject({ method: 'GET', url: `/api/attendance/${a.id}`, headers: auth(stranger) })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(stranger), payload: { attendanceId: a.id, type: 'text', text: 'invasão' } });
    expect(res.statusCode).toBe(404);
  });
});
