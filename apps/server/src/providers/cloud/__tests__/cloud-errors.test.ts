// Graph failures, scripted on the fake server, come back as classified ProviderErrors that keep Meta's words.
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../provider.port.js';
import { cloudAdapter, createCloudAdapter } from '../index.js';
import { graphError, graphFailures, startFakeGraph, useFakeGraphChannel, type FakeResponse } from '../../../../test/support/fake-graph/index.js';

const fake = useFakeGraphChannel();

async function sendFailingWith(response: FakeResponse, sender = fake.channel): Promise<ProviderError> {
  fake.graph.failNext(1, response);
  const error = await sender.send({ type: 'text', to: '5511987654321', text: 'oi' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('Cloud error mapping', () => {
  it('maps HTTP 429 with code 130429 to throughput, retryable', async () => {
    const error = await sendFailingWith(graphFailures.throughput());
    expect(error).toMatchObject({ kind: 'throughput', code: 130429, httpStatus: 429, message: '(#130429) Rate limit hit' });
    expect(error.details).toBe('Cloud API message throughput has been reached.');
    expect(error.retryable).toBe(true);
  });

  it('maps code 130429 to throughput even when Graph answers 400', async () => {
    const error = await sendFailingWith(graphError(400, { code: 130429, message: '(#130429) Rate limit hit' }));
    expect(error.kind).toBe('throughput');
  });

  it('maps any HTTP 429 to throughput', async () => {
    const error = await sendFailingWith({ status: 429, body: 'Too Many Requests' });
    expect(error).toMatchObject({ kind: 'throughput', code: null, httpStatus: 429 });
  });

  it('maps 131056 to pair_rate, retryable', async () => {
    const error = await sendFailingWith(graphFailures.pairRate());
    expect(error).toMatchObject({ kind: 'pair_rate', code: 131056, httpStatus: 400 });
    expect(error.message).toMatch(/pair rate limit hit/);
    expect(error.retryable).toBe(true);
  });

  it('maps 131047 to window_closed, keeping Meta\'s explanation', async () => {
    const error = await sendFailingWith(graphFailures.windowClosed());
    expect(error).toMatchObject({ kind: 'window_closed', code: 131047, message: 'Re-engagement message' });
    expect(error.details).toMatch(/more than 24 hours/);
    expect(error.retryable).toBe(false);
  });

  it('maps an expired token (190) to auth', async () => {
    const error = await sendFailingWith(graphFailures.tokenExpired());
    expect(error).toMatchObject({ kind: 'auth', code: 190, httpStatus: 401 });
    expect(error.message).toMatch(/Session has expired/);
  });

  it('maps a token the server does not accept to auth', async () => {
    const strict = await startFakeGraph({ accessToken: 'o-certo' });
    try {
      const wrong = createCloudAdapter(strict.adapterOptions()).forChannel(strict.credentials({ accessToken: 'o-errado' }));
      const error = await wrong.send({ type: 'text', to: '5511987654321', text: 'oi' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'auth', code: 190, httpStatus: 401 });
    } finally {
      await strict.close();
    }
  });

  it.each([100, 131008, 131009, 131026, 131051, 132000, 132001])('maps code %i to invalid', async (code) => {
    const error = await sendFailingWith(graphError(400, { code, message: `(#${code}) problema` }));
    expect(error).toMatchObject({ kind: 'invalid', code, message: `(#${code}) problema` });
  });

  it('maps other 4xx answers to invalid', async () => {
    const error = await sendFailingWith(graphError(403, { code: 999999, message: 'Something forbidden' }));
    expect(error).toMatchObject({ kind: 'invalid', code: 999999, httpStatus: 403 });
  });

  it('maps HTTP 500 to unavailable, retryable', async () => {
    const error = await sendFailingWith(graphFailures.serverError(500));
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 500 });
    expect(error.retryable).toBe(true);
  });

  it.each([131000, 131016])('maps code %i to unavailable', async (code) => {
    const error = await sendFailingWith(graphError(400, { code, message: 'Something went wrong' }));
    expect(error.kind).toBe('unavailable');
  });

  it('maps a 5xx without a Graph error body to unavailable', async () => {
    const error = await sendFailingWith({ status: 502, body: '<html>Bad Gateway</html>' });
    expect(error).toMatchObject({ kind: 'unavailable', code: null, httpStatus: 502 });
  });

  it('maps a slow Graph to unavailable once the timeout passes', async () => {
    const impatient = createCloudAdapter({ ...fake.graph.adapterOptions(), timeoutMs: 50 }).forChannel(fake.graph.credentials());
    const error = await sendFailingWith(graphFailures.slow(2_000), impatient);
    expect(error).toMatchObject({ kind: 'unavailable', code: null });
    expect(error.message).toMatch(/não respondeu/);
  });

  it('maps a refused connection to unavailable', async () => {
    const closed = await startFakeGraph();
    const credentials = closed.credentials();
    const options = closed.adapterOptions();
    await closed.close();
    const error = await createCloudAdapter(options)
      .forChannel(credentials)
      .send({ type: 'text', to: '5511987654321', text: 'oi' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', code: null });
    expect((error as ProviderError).message).toMatch(/Falha de rede/);
  });

  it('maps a success without a wamid to unknown', async () => {
    const error = await sendFailingWith({ status: 200, body: { messaging_product: 'whatsapp', messages: [] } });
    expect(error).toMatchObject({ kind: 'unknown' });
  });

  it('refuses to build a channel without an access token, as an auth problem', () => {
    const build = () => cloudAdapter.forChannel({ phoneNumberId: '1' });
    expect(build).toThrow(ProviderError);
    expect(build).toThrow(/sem a credencial "accessToken"/);
  });
});
