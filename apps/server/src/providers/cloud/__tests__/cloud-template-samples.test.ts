// A media header's sample through Meta's Resumable Upload API, against the fake Graph server: the
// exact calls (app lookup, session, OAuth + file_offset upload), resuming after a drop, and Meta's
// refusals classified like every other Graph failure.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type TemplateManager } from '../../provider.port.js';
import { createCloudAdapter } from '../index.js';
import { graphFailures, startFakeGraph, type FakeGraph } from '../../../../test/support/fake-graph/index.js';

let graph: FakeGraph;
const APP = '700000000000007';
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 3)]);
const file = { data: jpeg, mimeType: 'image/jpeg', fileName: 'vitrine.jpg' };

const templatesOf = (credentials: Record<string, string>): TemplateManager => {
  const templates = createCloudAdapter({ ...graph.adapterOptions(), downloadRetryDelaysMs: [5, 5] }).forChannel(credentials).templates;
  if (!templates?.uploadSample) throw new Error('a Cloud channel with a WABA uploads samples');
  return templates;
};
const upload = (credentials = graph.credentials()) => templatesOf(credentials).uploadSample?.(file) ?? Promise.reject(new Error('no uploadSample'));
const calls = () => graph.requests.map((r) => `${r.method} ${r.path}`);

beforeAll(async () => {
  graph = await startFakeGraph({ accessToken: 'token-do-canal', appId: APP });
});
afterAll(() => graph.close());
beforeEach(() => graph.reset());

describe('Cloud template sample upload', () => {
  it("finds the token's app, opens a session for the file and sends its bytes with OAuth at offset 0", async () => {
    const { handle } = await upload();
    expect(graph.uploads.handles.get(handle)?.bytes.equals(jpeg)).toBe(true);
    expect(calls()).toEqual(['GET /v23.0/app', `POST /v23.0/${APP}/uploads`, expect.stringMatching(/^POST \/v23\.0\/upload:[\w-]+$/)]);
    const [, start, bytes] = graph.requests;
    expect(start?.query).toEqual({ file_name: 'vitrine.jpg', file_length: String(jpeg.length), file_type: 'image/jpeg' });
    expect(start?.headers.authorization).toBe('Bearer token-do-canal');
    expect(bytes?.headers.authorization).toBe('OAuth token-do-canal');
    expect(bytes?.headers.file_offset).toBe('0');
    expect(bytes?.query.sig).toBeTruthy();
    expect(bytes?.bytes?.equals(jpeg)).toBe(true);
  });

  it('uses the appId credential when the channel has one, without asking Graph', async () => {
    await upload(graph.credentials({ appId: APP }));
    expect(calls()[0]).toBe(`POST /v23.0/${APP}/uploads`);
    expect(calls()).not.toContain('GET /v23.0/app');
  });

  it('resumes from the offset Meta kept when the upload drops midway', async () => {
    graph.uploads.interruptNext(1000);
    const { handle } = await upload(graph.credentials({ appId: APP }));
    expect(graph.uploads.handles.get(handle)?.bytes.equals(jpeg)).toBe(true);
    const session = graph.requests.filter((r) => r.path.includes('/upload:'));
    expect(session.map((r) => `${r.method} ${String(r.headers.file_offset ?? '-')} ${r.bytes?.length ?? 0}`)).toEqual([
      `POST 0 ${jpeg.length}`,
      'GET - 0',
      `POST 1000 ${jpeg.length - 1000}`,
    ]);
  });

  it('opens the session again when Meta answers 5xx, then uploads', async () => {
    graph.respondWith({ method: 'POST', path: `/v23.0/${APP}/uploads` }, graphFailures.serverError(503), { times: 1 });
    const { handle } = await upload(graph.credentials({ appId: APP }));
    expect(graph.uploads.handles.has(handle)).toBe(true);
    expect(calls().filter((c) => c.endsWith('/uploads'))).toHaveLength(2);
  });

  it('reports a refused token as auth, and Meta refusing the type as invalid, without retrying', async () => {
    graph.respondWith({ path: '/v23.0/app' }, graphFailures.tokenExpired());
    await expect(upload()).rejects.toMatchObject({ kind: 'auth', code: 190 });
    graph.reset();
    const refused = await templatesOf(graph.credentials({ appId: APP }))
      .uploadSample?.({ ...file, mimeType: 'image/webp' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ kind: 'invalid', code: 100 });
    expect(calls()).toHaveLength(1);
  });

  it('gives up after the retries when Meta stays unavailable', async () => {
    graph.respondWith({ method: 'POST', path: /\/upload:/ }, graphFailures.serverError(503));
    await expect(upload(graph.credentials({ appId: APP }))).rejects.toMatchObject({ kind: 'unavailable' });
    // One try and two retries (each asking the offset first).
    expect(calls().filter((c) => c.startsWith('POST /v23.0/upload:'))).toHaveLength(3);
  });
});
