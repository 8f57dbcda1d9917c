// What the server fetches on a company's behalf: provider API addresses come from the server's
// configuration (a base URL left in a channel's credentials is ignored), and an inbound file is
// downloaded only from the provider's own hosts, following redirects hop by hop, with the access
// token sent to Meta's hosts only. A "internal" server stands for what a company must not reach.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { cloudWebhook, fakeWamid, signedCloudWebhook, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';
import { gupshupCallback, startFakeGupshup, type FakeGupshup } from '../support/fake-gupshup/index.js';

type Internal = { url: string; requests: Array<{ path: string; headers: IncomingHttpHeaders }>; close: () => Promise<void> };

/** A server the companies must not make us reach (think 169.254.169.254): records every request it gets. */
async function startInternal(): Promise<Internal> {
  const requests: Internal['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '/', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [], segredo: 'credenciais-da-nuvem', url: 'x' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let t: TestApp;
let graph: FakeGraph;
let gupshup: FakeGupshup;
let internal: Internal;
let cloud: { channelId: string; ownerToken: string; creds: Record<string, string> };
let gs: { channelId: string; ownerToken: string; creds: Record<string, string> };

beforeAll(async () => {
  graph = await startFakeGraph();
  gupshup = await startFakeGupshup();
  internal = await startInternal();
  t = await createTestApp({ queue: true, config: { ...graph.config(), ...gupshup.config() } });
  // Each company tries to point its channel's API base at the internal server.
  const cloudCreds = { ...graph.credentials({ phoneNumberId: '202000000000001', wabaId: '302000000000001' }), graphApiBase: internal.url };
  cloud = { ...(await createCompany(t, { name: 'Loja Saída', channelNumber: '5511955560100', ownerLogin: 'loja-saida', credentials: cloudCreds })), creds: cloudCreds };
  const gsCreds = { ...gupshup.credentials({ appName: 'AppSaida' }), apiBase: internal.url };
  gs = { ...(await createCompany(t, { name: 'Loja Saída G', channelNumber: '5511955560200', ownerLogin: 'loja-saida-g', apiType: 'gupshup', credentials: gsCreds })), creds: gsCreds };
});
afterAll(async () => {
  await t.close();
  await graph.close();
  await gupshup.close();
  await internal.close();
});
beforeEach(() => {
  graph.reset();
  gupshup.reset();
  internal.requests.length = 0;
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const mediaSettled = (channelId: string, providerMediaId: string) =>
  eventually(async () => {
    const [m] = await rows<{ state: string; error: string | null }>(sql`
      select state, error from media_files where channel_id = ${channelId} and provider_media_id = ${providerMediaId}`);
    expect(m?.state).toMatch(/^(ready|failed)$/);
    return m as { state: string; error: string | null };
  });
const cloudImage = async (mediaId: string, from: string) => {
  const body = cloudWebhook.message(cloud.creds.phoneNumberId ?? '', { from, id: fakeWamid(), type: 'image', media: { id: mediaId, mime_type: 'image/png' } } as Parameters<typeof cloudWebhook.message>[1]);
  const { payload, headers } = signedCloudWebhook(body, cloud.creds.appSecret ?? '');
  expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers })).statusCode).toBe(200);
  return mediaSettled(cloud.channelId, mediaId);
};
const gupshupImage = async (url: string, from: string) => {
  const callback = gupshupCallback.message(gs.creds.appName ?? '', 'image', { url, contentType: 'image/png' }, { from });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/webhooks/gupshup/${gs.channelId}?token=${encodeURIComponent(gs.creds.webhookToken ?? '')}`,
    payload: JSON.stringify(callback),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(200);
  return mediaSettled(gs.channelId, url);
};

describe('provider API addresses are server configuration, not company credentials', () => {
  it('a graphApiBase in a Cloud channel credentials is ignored: the template sync goes to the configured Graph', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/templates/sync', headers: auth(cloud.ownerToken) });
    expect(res.statusCode, res.body).toBe(200);
    expect(internal.requests).toHaveLength(0);
    expect(graph.requests.some((r) => r.path.endsWith(`/${cloud.creds.wabaId}/message_templates`))).toBe(true);
  });

  it('an apiBase in a Gupshup channel credentials is ignored: the template sync goes to the configured Gupshup', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/templates/sync', headers: auth(gs.ownerToken) });
    expect(res.statusCode, res.body).toBe(200);
    expect(internal.requests).toHaveLength(0);
    expect(gupshup.requests.length).toBeGreaterThan(0);
  });
});

describe('inbound files come only from the provider own hosts', () => {
  it('a Cloud media URL on another host is refused and gets neither a request nor the token', async () => {
    graph.respondWith({ method: 'GET', path: '/v23.0/7001' }, { status: 200, body: { messaging_product: 'whatsapp', url: `${internal.url}/roubar`, mime_type: 'image/png', id: '7001' } });
    const media = await cloudImage('7001', '5511977772001');
    expect(media.state).toBe('failed');
    expect(internal.requests).toHaveLength(0);
  });

  it('a redirect from the media host to another host is refused, and the token never follows it', async () => {
    graph.addMedia('7002', Buffer.alloc(50, 1), 'image/png');
    graph.respondWith({ method: 'GET', path: '/media-download/7002' }, { status: 302, headers: { location: `${internal.url}/roubar` }, body: '' });
    const media = await cloudImage('7002', '5511977772002');
    expect(media.state).toBe('failed');
    expect(internal.requests).toHaveLength(0);
  });

  it('a Cloud file on the provider host is still downloaded with the token', async () => {
    graph.addMedia('7003', Buffer.alloc(50, 2), 'image/png');
    const media = await cloudImage('7003', '5511977772003');
    expect(media.state).toBe('ready');
    const download = graph.requests.find((r) => r.path === '/media-download/7003');
    expect(download?.headers.authorization).toBe(`Bearer ${cloud.creds.accessToken}`);
  });

  it('a Gupshup file URL on another host is refused without a request', async () => {
    const media = await gupshupImage(`${internal.url}/arquivo.png`, '5511977772004');
    expect(media.state).toBe('failed');
    expect(internal.requests).toHaveLength(0);
  });

  it('a Gupshup file on its own host is downloaded', async () => {
    const url = gupshup.addMedia(Buffer.alloc(40, 3), 'image/png');
    expect((await gupshupImage(url, '5511977772005')).state).toBe('ready');
  });
});
