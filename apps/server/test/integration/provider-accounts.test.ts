// A provider account (Cloud phone_number_id, Gupshup app) belongs to exactly one live channel, and a
// webhook is verified with the secret of that one channel only: another company cannot claim a number
// that is taken, nor inject messages into it signed with its own app secret. Unsigned or badly signed
// webhooks get the same answer whether or not the number is ours, so intake is no oracle of which
// numbers exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, COMPANY_PASSWORD, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { cloudWebhook, signedCloudWebhook } from '../support/fake-graph/index.js';
import { gupshupCallback } from '../support/fake-gupshup/index.js';

const A = { phoneNumberId: '201000000000001', wabaId: '301000000000001', appSecret: 'segredo-da-loja-a', accessToken: 'token-a', verifyToken: 'v-a' };

let t: TestApp;
let admin: string;
let channelA: string;
let gupshupChannel: string;
const GUPSHUP = { apiKey: 'chave', appName: 'AppDaLojaG', source: '5511955550300', webhookToken: 'token-da-loja-g' };

const createChannel = (name: string, channelNumber: string, login: string, credentials: Record<string, string>, apiType = 'cloud') =>
  t.app.inject({
    method: 'POST',
    url: '/api/channel',
    headers: auth(admin),
    payload: { name, channelNumber, apiType, credentials, owner: { login, password: COMPANY_PASSWORD, name: `Dona de ${name}`, email: `${login}@empresa.com.br` } },
  });
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const inboxCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from webhook_inbox`))[0]?.n;
const postCloud = (payload: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers });

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  admin = await t.tokenOf('admin');
  channelA = (await createCompany(t, { name: 'Loja A', channelNumber: '5511955550100', ownerLogin: 'loja-a-contas', credentials: A })).channelId;
  gupshupChannel = (await createCompany(t, { name: 'Loja G', channelNumber: '5511955550300', ownerLogin: 'loja-g-contas', apiType: 'gupshup', credentials: GUPSHUP })).channelId;
});
afterAll(async () => {
  await t.close();
});

describe('one live channel per provider account', () => {
  it('creating a channel with a phone number id another live channel holds answers 409 in Portuguese', async () => {
    const res = await createChannel('Loja B', '5511955550200', 'loja-b-contas', { ...A, appSecret: 'segredo-da-loja-b' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: 'provider_account_taken' });
    expect(res.json().erroMensagem).toMatch(/já pertence a outro canal/);
    // Nothing of the refused company was kept: its owner's login is free.
    expect((await rows(sql`select 1 from users where login = 'loja-b-contas'`)).length).toBe(0);
  });

  it('a Gupshup app another live channel holds is refused too', async () => {
    const res = await createChannel('Loja G2', '5511955550400', 'loja-g2-contas', { ...GUPSHUP, webhookToken: 'outro' }, 'gupshup');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('provider_account_taken');
  });

  it("updating a channel's credentials to a number another channel holds answers 409 and keeps its own", async () => {
    const c = await createCompany(t, { name: 'Loja C', channelNumber: '5511955550500', ownerLogin: 'loja-c-contas', credentials: { ...A, phoneNumberId: '201000000000003', wabaId: '301000000000003' } });
    const res = await t.app.inject({ method: 'PUT', url: `/api/channel/${c.channelId}`, headers: auth(c.ownerToken), payload: { credentials: { phoneNumberId: A.phoneNumberId } } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('provider_account_taken');
    const [row] = await rows<{ provider_account_id: string }>(sql`select provider_account_id from channels where id = ${c.channelId}`);
    expect(row?.provider_account_id).toBe('201000000000003');
    // Saving its own number again is no conflict.
    const same = await t.app.inject({ method: 'PUT', url: `/api/channel/${c.channelId}`, headers: auth(c.ownerToken), payload: { credentials: { phoneNumberId: '201000000000003' } } });
    expect(same.statusCode).toBe(200);
  });

  it('two companies claiming the same new number at the same time: one is created, the other gets 409', async () => {
    const claim = { ...A, phoneNumberId: '201000000000009', wabaId: '301000000000009' };
    const [first, second] = await Promise.all([
      createChannel('Loja Corrida 1', '5511955550601', 'loja-corrida-1', claim),
      createChannel('Loja Corrida 2', '5511955550602', 'loja-corrida-2', claim),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect([first, second].find((r) => r.statusCode === 409)?.json().error).toBe('provider_account_taken');
  });

  it('the number of a deleted channel may be claimed again', async () => {
    const old = await createCompany(t, { name: 'Loja Velha', channelNumber: '5511955550700', ownerLogin: 'loja-velha-contas', credentials: { ...A, phoneNumberId: '201000000000007', wabaId: '301000000000007' } });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/channel/${old.channelId}`, headers: auth(admin) })).statusCode).toBe(200);
    const res = await createChannel('Loja Nova', '5511955550701', 'loja-nova-contas', { ...A, phoneNumberId: '201000000000007', wabaId: '301000000000007' });
    expect(res.statusCode).toBe(201);
  });
});

describe('a webhook is verified with the secret of the one channel that owns its account', () => {
  it("another company's app secret cannot inject a message into a number it does not own", async () => {
    // Company D claims A's phone number id as its business account id: it then matches A's
    // deliveries, and before this fix its own secret was enough to pass them.
    await createCompany(t, { name: 'Loja D', channelNumber: '5511955550800', ownerLogin: 'loja-d-contas', credentials: { ...A, phoneNumberId: '201000000000008', wabaId: A.phoneNumberId, appSecret: 'segredo-da-loja-d' } });
    const before = await inboxCount();
    const { payload, headers } = signedCloudWebhook(cloudWebhook.text(A.phoneNumberId, '5511977771234', 'mensagem forjada'), 'segredo-da-loja-d');
    const res = await postCloud(payload, headers);
    expect(res.statusCode).toBe(401);
    expect(await inboxCount()).toBe(before);
    // The owner's own secret still passes.
    const own = signedCloudWebhook(cloudWebhook.text(A.phoneNumberId, '5511977771235', 'oi'), A.appSecret);
    expect((await postCloud(own.payload, own.headers)).statusCode).toBe(200);
  });

  it("a template status for a business account is verified with the secret of the channel that had it first", async () => {
    await createCompany(t, { name: 'Loja E', channelNumber: '5511955550900', ownerLogin: 'loja-e-contas', credentials: { ...A, phoneNumberId: '201000000000010', appSecret: 'segredo-da-loja-e' } });
    const body = cloudWebhook.templateStatus(A.wabaId, { event: 'APPROVED', templateId: '555', name: 'promo', language: 'pt_BR' });
    const forged = signedCloudWebhook(body, 'segredo-da-loja-e');
    expect((await postCloud(forged.payload, forged.headers)).statusCode).toBe(401);
    const own = signedCloudWebhook(body, A.appSecret);
    expect((await postCloud(own.payload, own.headers)).statusCode).toBe(200);
    expect(channelA).toBeTruthy();
  });
});

describe('unsigned or badly signed webhooks answer the same whether or not the number is ours', () => {
  it('Cloud: a registered and an unknown phone number id get the same status and body', async () => {
    const answers = [];
    for (const phoneNumberId of [A.phoneNumberId, '209999999999999']) {
      const body = JSON.stringify(cloudWebhook.text(phoneNumberId, '5511977771300', 'oi'));
      const unsigned = await postCloud(body, { 'content-type': 'application/json' });
      const badly = await postCloud(body, { 'content-type': 'application/json', 'x-hub-signature-256': signedCloudWebhook(JSON.parse(body), 'segredo-errado').headers['x-hub-signature-256'] ?? '' });
      answers.push([unsigned.statusCode, unsigned.json(), badly.statusCode, badly.json()]);
    }
    expect(answers[0]?.[0]).toBe(401);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('Gupshup: a registered app, an unknown app and an unknown channel get the same status and body', async () => {
    const post = (channel: string, app: string, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/webhooks/gupshup/${channel}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
        payload: JSON.stringify(gupshupCallback.text(app, '5511977771400', 'oi')),
        headers: { 'content-type': 'application/json' },
      });
    const unknownChannel = '00000000-0000-4000-8000-000000000000';
    const answers = [];
    for (const [channel, app] of [[gupshupChannel, GUPSHUP.appName], [gupshupChannel, 'AppQueNaoExiste'], [unknownChannel, GUPSHUP.appName], [channelA, GUPSHUP.appName]] as const) {
      const unsigned = await post(channel, app);
      const badly = await post(channel, app, 'token-errado');
      answers.push([unsigned.statusCode, unsigned.json(), badly.statusCode, badly.json()]);
    }
    expect(answers[0]?.[0]).toBe(401);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });
});
