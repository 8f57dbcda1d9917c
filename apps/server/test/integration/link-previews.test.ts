// Link previews through the real app (issue 17 item 11): the operator's text with an http(s) link
// reaches Meta with preview_url true and Gupshup with previewUrl true; a text without one asks for none.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { postCloudWebhook } from '../support/chatbot-fixtures.js';
import { cloudWebhook, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';
import { gupshupCallback, startFakeGupshup, type FakeGupshup } from '../support/fake-gupshup/index.js';
import { createOnlineOperator } from '../support/operator-fixtures.js';

let t: TestApp;
let graph: FakeGraph;
let gupshup: FakeGupshup;
let cloud: { creds: Record<string, string>; token: string };
let gup: { creds: Record<string, string>; channelId: string; token: string };
let customer = 5511955560000;

/** The conversation needs someone online to reach; the operator's session token. */
const onlineOperator = async (ownerToken: string, login: string): Promise<string> => (await createOnlineOperator(t, ownerToken, login)).token;

beforeAll(async () => {
  graph = await startFakeGraph();
  gupshup = await startFakeGupshup();
  t = await createTestApp({ queue: true, config: { ...graph.config(), ...gupshup.config() } });
  const cloudCreds = graph.credentials();
  const cloudCompany = await createCompany(t, { name: 'Loja Links', channelNumber: '5511955562222', ownerLogin: 'loja-links', credentials: cloudCreds });
  cloud = { creds: cloudCreds, token: await onlineOperator(cloudCompany.ownerToken, 'op-links') };
  const gupCreds = gupshup.credentials({ appName: 'LojaLinks', source: '5511955563333' });
  const gupCompany = await createCompany(t, { name: 'Loja Links G', channelNumber: '5511955563333', ownerLogin: 'loja-links-g', apiType: 'gupshup', credentials: gupCreds });
  gup = { creds: gupCreds, channelId: gupCompany.channelId, token: await onlineOperator(gupCompany.ownerToken, 'op-links-g') };
});
afterAll(async () => {
  await t.close();
  await graph.close();
  await gupshup.close();
});
beforeEach(() => {
  graph.reset();
  gupshup.reset();
});

const attendanceOf = (number: string) =>
  eventually(async () => {
    const res = await t.ctx.db.orm.execute<{ id: string }>(sql`
      select a.id from attendances a join contacts c on c.id = a.contact_id where c.number = ${number} and a.status = 'in_attendance'`);
    expect(res.rows[0]).toBeDefined();
    return res.rows[0]?.id as string;
  });

const send = (token: string, attendanceId: string, text: string) =>
  t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(token), payload: { attendanceId, type: 'text', text } });

describe('link previews', () => {
  it('Cloud: a text with a link goes with preview_url true, one without with false', async () => {
    const number = String(++customer);
    await postCloudWebhook(t, cloudWebhook.text(cloud.creds.phoneNumberId ?? '', number, 'onde acompanho?'), cloud.creds.appSecret ?? '');
    const id = await attendanceOf(number);
    expect((await send(cloud.token, id, 'Acompanhe em https://loja.example/pedido/42')).statusCode).toBe(201);
    await eventually(async () => expect(graph.sentMessages()).toHaveLength(1));
    expect((await send(cloud.token, id, 'Qualquer dúvida, estou aqui')).statusCode).toBe(201);
    await eventually(async () => expect(graph.sentMessages()).toHaveLength(2));
    expect(graph.sentMessages().map((m) => (m as { text: unknown }).text)).toEqual([
      { body: 'Acompanhe em https://loja.example/pedido/42', preview_url: true },
      { body: 'Qualquer dúvida, estou aqui', preview_url: false },
    ]);
  });

  it('Gupshup: a text with a link carries previewUrl true, one without none', async () => {
    const number = String(++customer);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/gupshup/${gup.channelId}?token=${encodeURIComponent(gup.creds.webhookToken ?? '')}`,
      payload: JSON.stringify(gupshupCallback.text(gup.creds.appName ?? '', number, 'tem site?')),
      headers: { 'content-type': 'application/json' },
    });
    expect(posted.statusCode).toBe(200);
    const id = await attendanceOf(number);
    expect((await send(gup.token, id, 'Temos: https://loja.example')).statusCode).toBe(201);
    await eventually(async () => expect(gupshup.sends).toHaveLength(1));
    expect((await send(gup.token, id, 'Sem link')).statusCode).toBe(201);
    await eventually(async () => expect(gupshup.sends).toHaveLength(2));
    expect(gupshup.sends.map((s) => JSON.parse(s.form.message ?? '{}'))).toEqual([
      { type: 'text', text: 'Temos: https://loja.example', previewUrl: true },
      { type: 'text', text: 'Sem link' },
    ]);
  });
});
