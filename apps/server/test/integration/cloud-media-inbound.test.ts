// Inbound media through the real app: a customer's files downloaded from a fake Graph server (Meta's
// two steps with the channel's token), stored and served to the operator by signed link; links
// another company cannot use, a retried download and a file the provider does not have.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '@atende/contract';
import { createMediaLinks } from '../../src/modules/media/media-links.js';
import { auth } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { graphFailures, type WebhookMessageInput } from '../support/fake-graph/index.js';
import { JPEG, MP4, OGG_OPUS, PDF, WEBP } from '../support/media-samples.js';
import { cloudMediaHarness } from '../support/cloud-media-fixtures.js';

const h = cloudMediaHarness();
beforeAll(h.start);
afterAll(h.stop);
beforeEach(h.reset);
const { conversationWith, history } = h;

describe('inbound media', () => {
  const kinds = [
    // Real first bytes: the stored type is detected from them (stored-type.ts), not taken from mime_type.
    { type: 'image', mime: 'image/jpeg', bytes: JPEG, extra: { caption: 'olha a foto' } },
    { type: 'audio', mime: 'audio/ogg', bytes: OGG_OPUS, extra: { voice: true } },
    { type: 'video', mime: 'video/mp4', bytes: MP4, extra: {} },
    { type: 'document', mime: 'application/pdf', bytes: PDF, extra: { filename: 'nota fiscal.pdf' } },
    { type: 'sticker', mime: 'image/webp', bytes: WEBP, extra: {} },
  ] as const;

  it.each(kinds)('a customer $type is downloaded, stored and served to the operator by its signed link', async ({ type, mime, bytes, extra }) => {
    const mediaId = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    h.graph.addMedia(mediaId, bytes, mime);
    const number = `55119666${String(kinds.findIndex((k) => k.type === type)).padStart(5, '0')}`;
    const { attendanceId } = await conversationWith(number, { type, media: { id: mediaId, mime_type: mime, ...extra } } as Partial<WebhookMessageInput>);
    const message = await eventually(async () => {
      const [m] = await history(attendanceId);
      expect(m?.content.media?.state).toBe('ready');
      return m as Message;
    });
    expect(message.type).toBe(type);
    expect(message.content.media).toMatchObject({ mimeType: mime, size: bytes.length, url: expect.stringMatching(/^\/api\/media\/[\w-]+\?exp=\d+&sig=/) });
    if (type === 'audio') expect(message.content.media?.voice).toBe(true);
    if (type === 'image') expect(message.content.caption).toBe('olha a foto');
    // Meta's two steps, both with the channel's token.
    expect(h.graph.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([`/v23.0/${mediaId}`, `/media-download/${mediaId}`]);
    expect(h.graph.requests.every((r) => r.headers.authorization === `Bearer ${h.creds.accessToken}`)).toBe(true);

    const file = await h.t.app.inject({ method: 'GET', url: message.content.media?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(mime);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    if (type === 'document') expect(file.headers['content-disposition']).toBe(`attachment; filename="nota_fiscal.pdf"; filename*=UTF-8''${encodeURIComponent('nota fiscal.pdf')}`);
  });

  it('another company can neither open the file by id nor forge a link; a tampered or expired link is refused', async () => {
    const mediaId = `${Date.now()}77`;
    h.graph.addMedia(mediaId, Buffer.alloc(100, 9), 'image/png');
    const { attendanceId } = await conversationWith('5511966600100', { type: 'image', media: { id: mediaId, mime_type: 'image/png' } } as Partial<WebhookMessageInput>);
    const message = await eventually(async () => {
      const [m] = await history(attendanceId);
      expect(m?.content.media?.state).toBe('ready');
      return m as Message;
    });
    const url = new URL(message.content.media?.url ?? '', 'http://local');
    const id = url.pathname.split('/').pop() ?? '';
    // Its own people may fetch by session; another company's may not, and learns nothing.
    expect((await h.t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: auth(h.operator.token) })).statusCode).toBe(200);
    expect((await h.t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: auth(h.stranger.ownerToken) })).statusCode).toBe(404);
    expect((await h.t.app.inject({ method: 'GET', url: `/api/media/${id}` })).statusCode).toBe(403);
    const tampered = await h.t.app.inject({ method: 'GET', url: `/api/media/${id}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${url.searchParams.get('sig')}` });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().error).toBe('media_link_invalid');
    // A link signed two days ago has expired.
    const stale = createMediaLinks(h.t.ctx.keys.mediaLinks).url(id, new Date(Date.now() - 48 * 3600 * 1000));
    const expired = await h.t.app.inject({ method: 'GET', url: stale });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe('media_link_expired');
    // Another company's operator cannot read the conversation that carries the link.
    expect((await h.t.app.inject({ method: 'GET', url: `/api/message/attendance/${attendanceId}`, headers: auth(h.stranger.ownerToken) })).statusCode).toBe(404);
  });

  it('a download that fails once is retried and the file arrives', async () => {
    const mediaId = `${Date.now()}88`;
    const bytes = JPEG;
    h.graph.addMedia(mediaId, bytes, 'image/jpeg');
    h.graph.respondWith({ method: 'GET', path: `/media-download/${mediaId}` }, graphFailures.serverError(502), { times: 1 });
    const { attendanceId } = await conversationWith('5511966600200', { type: 'image', media: { id: mediaId, mime_type: 'image/jpeg' } } as Partial<WebhookMessageInput>);
    const message = await eventually(async () => {
      const [m] = await history(attendanceId);
      expect(m?.content.media?.state).toBe('ready');
      return m as Message;
    });
    expect(h.graph.requests.filter((r) => r.path === `/media-download/${mediaId}`)).toHaveLength(2);
    const file = await h.t.app.inject({ method: 'GET', url: message.content.media?.url ?? '' });
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('a file the provider does not have is marked failed and says so instead of a link', async () => {
    const { attendanceId } = await conversationWith('5511966600300', { type: 'document', media: { id: '404404404', mime_type: 'application/pdf', filename: 'sumiu.pdf' } } as Partial<WebhookMessageInput>);
    const message = await eventually(async () => {
      const [m] = await history(attendanceId);
      expect(m?.content.media?.state).toBe('failed');
      return m as Message;
    });
    expect(message.content.media?.url).toBeNull();
    expect(message.content.media?.fileName).toBe('sumiu.pdf');
  });
});
