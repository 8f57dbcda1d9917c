import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type ChannelProvider } from '../../provider.port.js';
import { createCloudAdapter } from '../index.js';
import { graphFailures, startFakeGraph, type FakeGraph } from '../../../../test/support/fake-graph/index.js';

let graph: FakeGraph;
let channel: ChannelProvider;
const photo = Buffer.from('\xff\xd8\xff\xe0 pretend this is a JPEG', 'latin1');

beforeAll(async () => {
  graph = await startFakeGraph({ accessToken: 'token-do-canal' });
  channel = createCloudAdapter({ ...graph.adapterOptions(), downloadRetryDelaysMs: [5, 5, 5] }).forChannel(graph.credentials());
});
afterAll(() => graph.close());
beforeEach(() => graph.reset());

describe('Cloud media upload', () => {
  it('uploads a file as multipart with messaging_product, MIME type and the file', async () => {
    const { providerMediaId } = await channel.uploadMedia({ data: photo, mimeType: 'image/jpeg', fileName: 'foto.jpg' });
    expect(providerMediaId).toMatch(/^\d+$/);
    expect(graph.requests).toHaveLength(1);
    const [request] = graph.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v23.0/109876543210001/media');
    expect(request?.headers.authorization).toBe('Bearer token-do-canal');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.multipart).toEqual({
      fields: { messaging_product: 'whatsapp', type: 'image/jpeg' },
      file: { fileName: 'foto.jpg', mimeType: 'image/jpeg', size: photo.length },
    });
  });

  it('can download what it uploaded, byte for byte', async () => {
    const pdf = Buffer.from('%PDF-1.7 conteúdo');
    const { providerMediaId } = await channel.uploadMedia({ data: pdf, mimeType: 'application/pdf', fileName: 'nota.pdf' });
    const downloaded = await channel.downloadMedia(providerMediaId);
    expect(downloaded.mimeType).toBe('application/pdf');
    expect(downloaded.data.equals(pdf)).toBe(true);
  });
});

describe('Cloud media download', () => {
  it('asks Graph where the file is, then fetches it with the token', async () => {
    graph.addMedia('1003383421387256', photo, 'image/jpeg');
    const downloaded = await channel.downloadMedia('1003383421387256');
    expect(downloaded).toEqual({ data: photo, mimeType: 'image/jpeg' });
    expect(graph.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v23.0/1003383421387256',
      'GET /media-download/1003383421387256',
    ]);
    expect(graph.requests.every((r) => r.headers.authorization === 'Bearer token-do-canal')).toBe(true);
  });

  it('retries the lookup after a 5xx and then downloads', async () => {
    graph.addMedia('42', photo, 'image/jpeg');
    graph.failNext(1, graphFailures.serverError(502));
    const downloaded = await channel.downloadMedia('42');
    expect(downloaded.data.equals(photo)).toBe(true);
    expect(graph.requests.map((r) => r.path)).toEqual(['/v23.0/42', '/v23.0/42', '/media-download/42']);
  });

  it('retries the file fetch after 5xx answers', async () => {
    graph.addMedia('43', photo, 'image/jpeg');
    graph.respondWith({ path: '/media-download/43' }, graphFailures.serverError(503), { times: 2 });
    const downloaded = await channel.downloadMedia('43');
    expect(downloaded.data.equals(photo)).toBe(true);
    expect(graph.requests.map((r) => r.path)).toEqual(['/v23.0/43', '/media-download/43', '/media-download/43', '/media-download/43']);
  });

  it('gives up as unavailable after three retries', async () => {
    graph.addMedia('44', photo, 'image/jpeg');
    graph.respondWith({ path: '/v23.0/44' }, graphFailures.serverError(500));
    const error = await channel.downloadMedia('44').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', httpStatus: 500 });
    expect(graph.requests).toHaveLength(4);
  });

  it('does not retry a media id Graph does not know', async () => {
    const error = await channel.downloadMedia('nao-existe').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: 'invalid', code: 100, httpStatus: 400 });
    expect((error as ProviderError).message).toMatch(/does not exist/);
    expect(graph.requests).toHaveLength(1);
  });

  it('does not retry an expired token', async () => {
    graph.addMedia('45', photo, 'image/jpeg');
    graph.failNext(1, graphFailures.tokenExpired());
    const error = await channel.downloadMedia('45').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'auth', code: 190 });
    expect(graph.requests).toHaveLength(1);
  });

  it('a media URL on a host that is neither Graph nor Meta is refused for good, without a request', async () => {
    graph.respondWith({ method: 'GET', path: '/v23.0/46' }, { status: 200, body: { messaging_product: 'whatsapp', url: 'http://127.0.0.2:9/arquivo', mime_type: 'image/jpeg', id: '46' } });
    const error = await channel.downloadMedia('46').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid' });
    expect((error as ProviderError).message).toMatch(/não é do provedor/);
    expect(graph.requests).toHaveLength(1);
  });

  it('with private hosts not allowed (the production default), nothing is fetched from a loopback Graph', async () => {
    graph.addMedia('47', photo, 'image/jpeg');
    const production = createCloudAdapter({ graphApiBase: graph.baseUrl, downloadRetryDelaysMs: [5] }).forChannel(graph.credentials());
    const error = await production.downloadMedia('47').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid' });
    expect(graph.requests).toHaveLength(0);
  });
});
