// Files an operator attaches in the panel, on a Gupshup channel: Gupshup takes files by public link
// only, so the message goes with a signed link to our own copy at PUBLIC_URL, which serves the file to
// whoever holds the link (Gupshup's downloader). Without PUBLIC_URL the message fails with the reason.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { multipart } from '../support/multipart.js';
import { gupshupCallback, startFakeGupshup, type FakeGupshup } from '../support/fake-gupshup/index.js';
import { PNG } from '../support/media-samples.js';

const PUBLIC_URL = 'https://atende.exemplo.com.br';

let t: TestApp;
let fake: FakeGupshup;
let creds: Record<string, string>;
let channelId: string;
let operator: { id: string; token: string };

beforeAll(async () => {
  fake = await startFakeGupshup();
  creds = fake.credentials();
  t = await createTestApp({ queue: true, config: { PUBLIC_URL, ...fake.config() } });
  const company = await createCompany(t, { name: 'Loja Arquivos', channelNumber: '5511944449000', ownerLogin: 'loja-arquivos', apiType: 'gupshup', credentials: creds });
  channelId = company.channelId;
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(company.ownerToken), payload: { name: 'Iara', login: 'iara', password: 'senha-forte-1' } });
  operator = { id: op.json().operator._id, token: await t.tokenOf('iara', 'senha-forte-1') };
  expect((await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/** A customer writes in, the operator gets the attendance and attaches a PNG with a caption. */
async function operatorSendsPicture(number: string): Promise<string> {
  const callback = await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/gupshup/${channelId}?token=${encodeURIComponent(creds.webhookToken ?? '')}`,
    payload: JSON.stringify(gupshupCallback.text(creds.appName ?? '', number, 'me manda a foto')),
    headers: { 'content-type': 'application/json' },
  });
  expect(callback.statusCode).toBe(200);
  const attendanceId = await eventually(async () => {
    const [a] = (await t.ctx.db.orm.execute<{ id: string }>(sql`
      select a.id from attendances a join contacts c on c.id = a.contact_id where c.channel_id = ${channelId} and c.number = ${number}`)).rows;
    expect(a).toBeDefined();
    return a?.id ?? '';
  });
  const { payload, headers } = await multipart(PNG, 'image/png', 'foto.png');
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...auth(operator.token), ...headers }, payload });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/message/send',
    headers: auth(operator.token),
    payload: { attendanceId, type: 'image', mediaId: uploaded.json().media._id, caption: 'Aqui está' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().message._id as string;
}

const statusOf = (messageId: string, wanted: string) =>
  eventually(async () => {
    const [row] = (await t.ctx.db.orm.execute<{ status: string; error_message: string | null }>(sql`select status, error_message from messages where id = ${messageId}`)).rows;
    expect(row?.status).toBe(wanted);
    return row;
  });

describe('a file attached in the panel, on Gupshup', () => {
  it('goes as a signed link to our copy at PUBLIC_URL, and that link serves the file without a session', async () => {
    const messageId = await operatorSendsPicture('5511977779001');
    await statusOf(messageId, 'sent');
    expect(fake.sends).toHaveLength(1);
    const message = JSON.parse(fake.sends[0]?.form.message ?? '{}') as { type: string; originalUrl: string; previewUrl: string; caption: string };
    expect(message).toMatchObject({ type: 'image', caption: 'Aqui está' });
    expect(message.originalUrl.startsWith(`${PUBLIC_URL}/api/media/`)).toBe(true);
    expect(message.previewUrl).toBe(message.originalUrl);
    const link = new URL(message.originalUrl);
    const served = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    // The signature is what opens it: the same path without it is refused.
    expect((await t.app.inject({ method: 'GET', url: link.pathname })).statusCode).not.toBe(200);
  });

  it('without PUBLIC_URL the message fails with the reason in pt-BR and nothing reaches Gupshup', async () => {
    const configured = t.ctx.config.publicUrl;
    (t.ctx.config as { publicUrl: string | undefined }).publicUrl = undefined;
    try {
      const messageId = await operatorSendsPicture('5511977779002');
      const failed = await statusOf(messageId, 'failed');
      expect(failed?.error_message).toMatch(/configure PUBLIC_URL/);
      expect(fake.sends).toHaveLength(0);
    } finally {
      (t.ctx.config as { publicUrl: string | undefined }).publicUrl = configured;
    }
  });
});
