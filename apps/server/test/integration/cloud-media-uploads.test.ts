// Uploads through the real app with WhatsApp's limits per type, refused in pt-BR, and never sent by
// another company.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth } from '../support/test-app.js';
import { multipart } from '../support/multipart.js';
import { PDF, PNG, jpegOfSize, webpOfSize } from '../support/media-samples.js';
import { cloudMediaHarness } from '../support/cloud-media-fixtures.js';

const h = cloudMediaHarness();
beforeAll(h.start);
afterAll(h.stop);
beforeEach(h.reset);
const { conversationWith, send, upload } = h;

describe('uploads', () => {
  it('stores a file within the limits and answers its id', async () => {
    const res = await upload(PNG, 'image/png', 'foto.png');
    expect(res.statusCode).toBe(201);
    expect(res.json().media).toMatchObject({ kind: 'image', mimeType: 'image/png', fileName: 'foto.png', size: PNG.length });
    const file = await h.t.app.inject({ method: 'GET', url: res.json().media.url });
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['an image over 5 MB', jpegOfSize(5 * 1024 * 1024 + 1), 'image/jpeg', 'grande.jpg', undefined, 413, /imagem de até 5 MB/],
    ['a sticker over 500 KB', webpOfSize(500 * 1024 + 1), 'image/webp', 'grande.webp', 'sticker', 413, /figurinha de até 500 KB/],
    ['a GIF as an image', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]), 'image/gif', 'anim.gif', 'image', 415, /não aceita image\/gif como imagem/],
    ['a PDF as a video', PDF, 'application/pdf', 'a.pdf', 'video', 415, /como vídeo/],
  ])('refuses %s with the right status and a pt-BR message', async (_name, bytes, mime, fileName, type, status, message) => {
    const res = await upload(bytes, mime, fileName, type);
    expect(res.statusCode).toBe(status);
    expect(res.json().erroMensagem).toMatch(message);
  });

  it('refuses a request without a file with 400', async () => {
    const json = await h.t.app.inject({ method: 'POST', url: '/api/upload', headers: auth(h.operator.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const { payload, headers } = await multipart(PNG, 'image/png', 'x.png', 'outro');
    const wrongField = await h.t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...auth(h.operator.token), ...headers }, payload });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().erroMensagem).toMatch(/campo "file"/);
  });

  it("an operator cannot send another company's upload", async () => {
    const theirs = await upload(PNG, 'image/png', 'deles.png', undefined, h.stranger.ownerToken);
    expect(theirs.statusCode).toBe(201);
    const { attendanceId } = await conversationWith('5511966600400');
    const res = await send({ attendanceId, type: 'image', mediaId: theirs.json().media._id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('media_not_found');
  });
});
