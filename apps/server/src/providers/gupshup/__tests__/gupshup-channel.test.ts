// The Gupshup channel against the fake Gupshup server: what goes over the wire, and how failures classify.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGupshupAdapter } from '../gupshup.adapter.js';
import { ProviderError, type ChannelProvider } from '../../provider.port.js';
import { gupshupFailures, startFakeGupshup, type FakeGupshup } from '../../../../test/support/fake-gupshup/index.js';

let fake: FakeGupshup;
let channel: ChannelProvider;

beforeAll(async () => {
  fake = await startFakeGupshup();
  channel = createGupshupAdapter(fake.adapterOptions()).forChannel(fake.credentials());
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('sending through Gupshup', () => {
  it('posts the form with the apikey header and answers the gs id', async () => {
    const { providerMessageId } = await channel.send({ type: 'text', to: '5511977770001', text: 'Olá' });
    expect(fake.sends).toHaveLength(1);
    expect(providerMessageId).toBe(fake.sends[0]?.messageId);
    expect(fake.requests[0]?.headers.apikey).toBe(fake.credentials().apiKey);
    expect(fake.sends[0]?.form).toEqual({ channel: 'whatsapp', source: '5511944440000', destination: '5511977770001', 'src.name': 'LojaGupshup', message: '{"type":"text","text":"Olá"}' });
  });

  it.each([
    ['429 is throughput (retried)', gupshupFailures.tooManyRequests(), 'throughput', true],
    ['401 is auth', gupshupFailures.authenticationFailed(), 'auth', false],
    ['403 is auth', { status: 403, body: { status: 'error', message: 'Forbidden' } }, 'auth', false],
    ['5xx is unavailable (retried)', gupshupFailures.serverError(), 'unavailable', true],
    ['other 4xx is invalid', { status: 400, body: { status: 'error', message: 'Invalid Destination' } }, 'invalid', false],
  ] as const)('%s', async (_name, response, kind, retryable) => {
    fake.failNext(1, response);
    const error = await failure(channel.send({ type: 'text', to: '5511977770001', text: 'Olá' }));
    expect(error.kind).toBe(kind);
    expect(error.retryable).toBe(retryable);
    expect(error.httpStatus).toBe(response.status);
    expect(error.message).toMatch(/Gupshup/);
  });

  it("keeps Gupshup's reason in the pt-BR message the operator sees", async () => {
    fake.failNext(1, { status: 400, body: { status: 'error', message: 'Invalid Destination' } });
    const error = await failure(channel.send({ type: 'text', to: '5511977770001', text: 'Olá' }));
    expect(error.message).toBe('A Gupshup recusou a mensagem (HTTP 400): Invalid Destination');
  });

  it('a wrong api key is refused by the fake like Gupshup does, as auth', async () => {
    const wrong = createGupshupAdapter(fake.adapterOptions()).forChannel(fake.credentials({ apiKey: 'outra-chave' }));
    expect((await failure(wrong.send({ type: 'text', to: '5511977770001', text: 'x' }))).kind).toBe('auth');
  });

  it('a channel without its api key or app name fails as auth before any call', async () => {
    expect(() => createGupshupAdapter().forChannel({ appName: 'x', source: '5511944440000' })).toThrow(/apiKey/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('inbound media', () => {
  it('downloads a file by the URL Gupshup gave as its id', async () => {
    const url = fake.addMedia(Buffer.from('%PDF-1.4 boleto'), 'application/pdf');
    const file = await channel.downloadMedia(url);
    expect(file.data.toString()).toBe('%PDF-1.4 boleto');
    expect(file.mimeType).toBe('application/pdf');
  });
});
