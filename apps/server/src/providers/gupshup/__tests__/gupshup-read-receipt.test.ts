// Gupshup's read receipts and typing indicator against the fake Gupshup: through the Partner API when
// the platform has a partner token and the channel its appId, nothing at all otherwise.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../provider.port.js';
import { createGupshupAdapter } from '../gupshup.adapter.js';
import { gupshupReadEvent } from '../gupshup-read-receipt.js';
import { FAKE_GUPSHUP_PARTNER_TOKEN, startFakeGupshup, type FakeGupshup } from '../../../../test/support/fake-gupshup/index.js';

let fake: FakeGupshup;

beforeAll(async () => {
  fake = await startFakeGupshup();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const withPartner = (token = FAKE_GUPSHUP_PARTNER_TOKEN) => createGupshupAdapter({ ...fake.adapterOptions(), partner: { apiBase: fake.baseUrl, token } });

describe('Gupshup read receipts: the event body', () => {
  it("is Meta's mark-as-read under message, typed message-event", () => {
    expect(gupshupReadEvent('wamid.G1')).toEqual({ type: 'message-event', message: { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.G1' } });
    expect(gupshupReadEvent('wamid.G1', { typing: true })).toEqual({
      type: 'message-event',
      message: { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.G1', typing_indicator: { type: 'text' } },
    });
  });
});

describe('Gupshup read receipts through the Partner API', () => {
  it('gets the app token with the partner token once, then posts each receipt with it as JSON', async () => {
    const channel = withPartner().forChannel(fake.credentials({ appId: 'app-leitura' }));
    await channel.markRead('wamid.G2');
    await channel.markRead('wamid.G3', { typing: true });
    const calls = fake.requests.map((r) => `${r.method} ${r.path} ${String(r.headers.authorization)}`);
    expect(calls).toEqual([
      `GET /partner/app/app-leitura/token ${FAKE_GUPSHUP_PARTNER_TOKEN}`,
      'POST /partner/app/app-leitura/v1/event sk_fake_app_token_app-leitura',
      'POST /partner/app/app-leitura/v1/event sk_fake_app_token_app-leitura',
    ]);
    expect(fake.requests[1]?.headers['content-type']).toMatch(/^application\/json/);
    expect(fake.readEvents).toEqual([
      { appId: 'app-leitura', message: { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.G2' } },
      { appId: 'app-leitura', message: { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.G3', typing_indicator: { type: 'text' } } },
    ]);
  });

  it('a refused partner token is the platform’s setting, not the channel’s credentials (no auth error that would flag the channel)', async () => {
    const channel = withPartner('token-errado').forChannel(fake.credentials({ appId: 'app-recusado' }));
    const failure = await channel.markRead('wamid.G4').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).kind).not.toBe('auth');
    expect((failure as ProviderError).message).toMatch(/GUPSHUP_PARTNER_TOKEN/);
    expect(fake.readEvents).toEqual([]);
  });

  it('a failed token fetch is asked again on the next receipt', async () => {
    const channel = withPartner().forChannel(fake.credentials({ appId: 'app-instavel' }));
    fake.failNext(1, { status: 500, body: { status: 'error', message: 'Internal Server Error' } });
    await expect(channel.markRead('wamid.G5')).rejects.toBeInstanceOf(ProviderError);
    await channel.markRead('wamid.G5');
    expect(fake.readEvents.map((e) => e.message.message_id)).toEqual(['wamid.G5']);
  });
});

describe('Gupshup read receipts without the Partner API', () => {
  it('send nothing when the platform has no partner token: the app’s API key has no such call', async () => {
    const channel = createGupshupAdapter(fake.adapterOptions()).forChannel(fake.credentials({ appId: 'app-sem-parceiro' }));
    await channel.markRead('wamid.G6', { typing: true });
    expect(fake.requests).toEqual([]);
  });

  it('send nothing when the channel has no appId', async () => {
    const channel = withPartner().forChannel(fake.credentials());
    await channel.markRead('wamid.G7');
    expect(fake.requests).toEqual([]);
  });
});

describe('the fake Gupshup checks read events as Gupshup documents them', () => {
  const post = (body: unknown) =>
    fetch(`${fake.baseUrl}/partner/app/app-x/v1/event`, {
      method: 'POST',
      headers: { authorization: 'sk_fake_app_token_app-x', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const read = { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.G8' };

  it.each([
    ['another event type', { type: 'message', message: read }],
    ['another status', { type: 'message-event', message: { ...read, status: 'delivered' } }],
    ['no message id', { type: 'message-event', message: { messaging_product: 'whatsapp', status: 'read' } }],
    ['an indicator type not documented', { type: 'message-event', message: { ...read, typing_indicator: { type: 'audio' } } }],
    ['extra keys', { type: 'message-event', message: { ...read, to: '5511900000000' } }],
  ])('refuses %s with 400', async (_what, body) => {
    expect((await post(body)).status).toBe(400);
    expect(fake.readEvents).toEqual([]);
  });

  it('accepts the documented body', async () => {
    expect((await post({ type: 'message-event', message: { ...read, typing_indicator: { type: 'text' } } })).status).toBe(200);
  });
});
