// Files users upload or customers send are served from our own origin, so a file a browser would run
// (an SVG or HTML page with a script) must never render there with the viewer's session. The stored
// type comes from the file's bytes, not from the sender's word, and /api/media shows inline only the
// few types safe to render; everything else downloads, and every answer forbids sniffing and scripts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { multipart } from '../support/multipart.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import { cloudWebhook, fakeWamid, signedCloudWebhook, startFakeGraph, type FakeGraph, type WebhookMessageInput } from '../support/fake-graph/index.js';
import { HTML_WITH_SCRIPT, JPEG, PNG, SVG_WITH_SCRIPT } from '../support/media-samples.js';

const SANDBOX = "sandbox; default-src 'none'";

let t: TestApp;
let graph: FakeGraph;
let operatorToken: string;
let simulatorChannelId: string;
let cloud: { channelId: string; ownerToken: string; phoneNumberId: string; appSecret: string };

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({ queue: true, config: graph.config() });
  const op = await t.login('operador');
  operatorToken = op.token;
  simulatorChannelId = op.user.channelId as string;
  const creds = graph.credentials();
  const company = await createCompany(t, { name: 'Loja Segura', channelNumber: '5511955553000', ownerLogin: 'loja-segura', credentials: creds });
  cloud = { ...company, phoneNumberId: creds.phoneNumberId ?? '', appSecret: creds.appSecret ?? '' };
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const upload = async (bytes: Buffer, mimeType: string, fileName: string, type?: string) => {
  const { payload, headers } = await multipart(bytes, mimeType, fileName);
  return t.app.inject({ method: 'POST', url: `/api/upload${type ? `?type=${type}` : ''}`, headers: { ...auth(operatorToken), ...headers }, payload });
};
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

/** An inbound file's row once its download settled (found by the provider's media id). */
const settledInbound = (channelId: string, providerMediaId: string) =>
  eventually(async () => {
    const res = await t.ctx.db.orm.execute<{ id: string; state: string; mime_type: string }>(sql`
      select id, state, mime_type from media_files where channel_id = ${channelId} and provider_media_id = ${providerMediaId}`);
    expect(res.rows[0]?.state).toBe('ready');
    return res.rows[0] as { id: string; state: string; mime_type: string };
  });

function expectDownloadOnly(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment;/);
  expect(res.headers['content-type']).not.toMatch(/svg|html|xml/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBe(SANDBOX);
}

describe('an operator upload', () => {
  it('an SVG with a script, claimed as image/svg+xml, is kept as an opaque file and served only as a download', async () => {
    const res = await upload(SVG_WITH_SCRIPT, 'image/svg+xml', 'logo.svg');
    expect(res.statusCode).toBe(201);
    const media = res.json().media as { kind: string; mimeType: string; url: string };
    expect(media).toMatchObject({ kind: 'document', mimeType: 'application/octet-stream' });
    const file = await fetchMedia(media.url);
    expectDownloadOnly(file);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="logo.svg"; filename*=UTF-8''logo.svg`);
    expect(file.rawPayload.equals(SVG_WITH_SCRIPT)).toBe(true);
    // Nor can it go to the customer as an image.
    const asImage = await upload(SVG_WITH_SCRIPT, 'image/svg+xml', 'logo.svg', 'image');
    expect(asImage.statusCode).toBe(415);
    expect(asImage.json()).toMatchObject({ statusCode: 415, error: 'unsupported_media_type' });
  });

  it('a PNG is shown inline, still with nosniff and the sandbox policy', async () => {
    const res = await upload(PNG, 'image/png', 'foto.png');
    expect(res.statusCode).toBe(201);
    expect(res.json().media).toMatchObject({ kind: 'image', mimeType: 'image/png' });
    const file = await fetchMedia(res.json().media.url as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe(SANDBOX);
  });

  it('an HTML page claiming to be image/png is stored as what it is: not an image, served as a download', async () => {
    const asImage = await upload(HTML_WITH_SCRIPT, 'image/png', 'foto.png', 'image');
    expect(asImage.statusCode).toBe(415);
    const res = await upload(HTML_WITH_SCRIPT, 'image/png', 'foto.png');
    expect(res.statusCode).toBe(201);
    expect(res.json().media).toMatchObject({ kind: 'document', mimeType: 'application/octet-stream' });
    expectDownloadOnly(await fetchMedia(res.json().media.url as string));
  });

  it('a JPEG claimed as application/pdf is stored as image/jpeg', async () => {
    const res = await upload(JPEG, 'application/pdf', 'nota.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().media).toMatchObject({ kind: 'image', mimeType: 'image/jpeg' });
    const [row] = (await t.ctx.db.orm.execute<{ mime_type: string }>(sql`select mime_type from media_files where id = ${res.json().media._id as string}`)).rows;
    expect(row?.mime_type).toBe('image/jpeg');
    const file = await fetchMedia(res.json().media.url as string);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('a refused media link answers its error with nosniff and the sandbox policy too', async () => {
    const res = await upload(PNG, 'image/png', 'foto.png');
    const url = (res.json().media.url as string).replace(/sig=[^&]+/, 'sig=forjada');
    const refused = await fetchMedia(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['content-security-policy']).toBe(SANDBOX);
  });
});

describe('a customer sends an SVG with a script as a document', () => {
  it('from the simulated phone: stored as an opaque file and served to the operator only as a download', async () => {
    const { payload, headers } = await multipart(SVG_WITH_SCRIPT, 'image/svg+xml', 'convite.svg');
    const uploaded = await t.app.inject({ method: 'POST', url: `/api/simulator/${simulatorChannelId}/media`, remoteAddress: '127.0.0.1', headers, payload });
    expect(uploaded.statusCode).toBe(201);
    const phoneFile = uploaded.json().media as { id: string; kind: string; mimeType: string };
    expect(phoneFile).toMatchObject({ kind: 'document', mimeType: 'application/octet-stream' });
    const sent = await postSimulatorWebhook(t, {
      channelId: simulatorChannelId,
      events: [{ kind: 'message', id: `svg-${Date.now()}`, from: { number: '5511977779001', name: 'Cliente SVG' }, type: 'document', media: { id: phoneFile.id, mimeType: 'image/svg+xml', fileName: 'convite.svg' } }],
    });
    expect(sent.statusCode).toBe(200);
    const row = await settledInbound(simulatorChannelId, phoneFile.id);
    expect(row.mime_type).toBe('application/octet-stream');
    expectDownloadOnly(await t.app.inject({ method: 'GET', url: `/api/media/${row.id}`, headers: auth(operatorToken) }));
  });

  it('through Cloud (Meta says image/svg+xml): stored as an opaque file and served only as a download', async () => {
    const mediaId = `${Date.now()}4242`;
    graph.addMedia(mediaId, SVG_WITH_SCRIPT, 'image/svg+xml');
    const body = cloudWebhook.message(cloud.phoneNumberId, {
      from: '5511966609001',
      id: fakeWamid(),
      type: 'document',
      media: { id: mediaId, mime_type: 'image/svg+xml', filename: 'convite.svg' },
    } as WebhookMessageInput);
    const { payload, headers } = signedCloudWebhook(body, cloud.appSecret);
    expect((await t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers })).statusCode).toBe(200);
    const row = await settledInbound(cloud.channelId, mediaId);
    expect(row.mime_type).toBe('application/octet-stream');
    expectDownloadOnly(await t.app.inject({ method: 'GET', url: `/api/media/${row.id}`, headers: auth(cloud.ownerToken) }));
  });
});
