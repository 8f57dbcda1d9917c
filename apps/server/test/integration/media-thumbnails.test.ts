// Small previews of stored pictures: GET /api/media/{id}?size=thumb answers a WebP at most 320 px wide
// under the same access as the file (signed link or the channel's session), made once and kept beside
// the original; a type sharp cannot read (a PDF) comes whole, as a download.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createTestApp, type TestApp } from '../support/test-app.js';
import { multipart } from '../support/multipart.js';
import { thumbnailKey, THUMBNAIL_WIDTH } from '../../src/modules/media/media-thumbnails.js';
import { mediaStorageFor } from '../../src/platform/storage/index.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('empresa')).token;
});
afterAll(async () => {
  await t.close();
});

async function upload(bytes: Buffer, mimeType: string, fileName: string): Promise<{ _id: string; url: string }> {
  const { payload, headers } = await multipart(bytes, mimeType, fileName);
  const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...auth(token), ...headers }, payload });
  expect(res.statusCode).toBe(201);
  return res.json().media;
}

const thumbUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}size=thumb`;

describe('picture thumbnails', () => {
  it('answers a 320 px WebP of a large picture, made once and kept beside the original', async () => {
    const picture = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c9a227' } }).jpeg().toBuffer();
    const media = await upload(picture, 'image/jpeg', 'anel.jpg');
    const res = await t.app.inject({ method: 'GET', url: thumbUrl(media.url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/webp/);
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(THUMBNAIL_WIDTH);
    expect(meta.height).toBe(240);
    expect(res.rawPayload.length).toBeLessThan(picture.length);
    // Kept: the stored preview is served again as is.
    const row = await t.ctx.db.orm.execute<{ storage_key: string }>(sql`select storage_key from media_files where id = ${media._id}`);
    const kept = await mediaStorageFor(t.config).open(thumbnailKey(row.rows[0]!.storage_key));
    expect(kept.size).toBe(res.rawPayload.length);
    kept.stream.destroy();
    const again = await t.app.inject({ method: 'GET', url: `/api/media/${media._id}?size=thumb`, headers: auth(token) });
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('never enlarges a small picture', async () => {
    const picture = await sharp({ create: { width: 100, height: 80, channels: 4, background: '#00000000' } }).png().toBuffer();
    const media = await upload(picture, 'image/png', 'mini.png');
    const res = await t.app.inject({ method: 'GET', url: thumbUrl(media.url) });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(100);
  });

  it('serves a document whole, as a download, and refuses without a link or session', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const media = await upload(pdf, 'application/pdf', 'catalogo.pdf');
    const res = await t.app.inject({ method: 'GET', url: thumbUrl(media.url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/media/${media._id}?size=thumb` });
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(400);
    expect(anonymous.statusCode).toBeLessThan(500);
    const bad = await t.app.inject({ method: 'GET', url: `/api/media/${media._id}?size=huge`, headers: auth(token) });
    expect(bad.statusCode).toBe(400);
  });
});
