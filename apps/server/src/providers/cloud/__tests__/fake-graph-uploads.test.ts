// The fake Graph's Resumable Upload API and its template-create check are what the sample upload
// tests trust, so they must refuse what Meta would refuse. Plain fetch, bypassing the adapter.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGraph, type FakeGraph } from '../../../../test/support/fake-graph/index.js';

let graph: FakeGraph;
const token = 'token-valido';
const APP = '700000000000007';
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
const pdf = Buffer.from('%PDF-1.4\n% amostra\n');

beforeAll(async () => {
  graph = await startFakeGraph({ accessToken: token, appId: APP });
});
afterAll(() => graph.close());
beforeEach(() => graph.reset());

type Answer = { status: number; body: { id?: string; h?: string; file_offset?: number; error?: { code: number; error_subcode?: number; message: string } } };

async function call(method: 'GET' | 'POST', path: string, init: { headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Answer> {
  const response = await fetch(`${graph.baseUrl}/v23.0/${path}`, { method, headers: init.headers, ...(init.body !== undefined ? { body: init.body } : {}) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const bearer = { authorization: `Bearer ${token}` };
const oauth = (offset?: number) => ({ authorization: `OAuth ${token}`, ...(offset !== undefined ? { file_offset: String(offset) } : {}) });

async function openSession(file: { name?: string; length: number; type: string }): Promise<string> {
  const query = new URLSearchParams({ file_name: file.name ?? 'amostra.jpg', file_length: String(file.length), file_type: file.type });
  const { status, body } = await call('POST', `${APP}/uploads?${query}`, { headers: bearer });
  expect(status).toBe(200);
  expect(body.id).toMatch(/^upload:[\w-]+\?sig=[\w-]+$/);
  return body.id ?? '';
}

async function upload(file: Buffer, type: string): Promise<string> {
  const session = await openSession({ length: file.length, type });
  const { status, body } = await call('POST', session, { headers: oauth(0), body: file });
  expect(status).toBe(200);
  return body.h ?? '';
}

const templateWith = (format: string, handle: unknown) => ({
  name: 'oferta_foto',
  language: 'pt_BR',
  category: 'MARKETING',
  components: [{ type: 'HEADER', format, example: { header_handle: [handle] } }, { type: 'BODY', text: 'Oferta' }],
});
const createTemplate = (body: unknown) =>
  call('POST', '100000000000001/message_templates', { headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('Fake Graph: Resumable Upload API', () => {
  it('tells the app the token belongs to (GET /app)', async () => {
    const { status, body } = await call('GET', 'app', { headers: bearer });
    expect(status).toBe(200);
    expect(body.id).toBe(APP);
  });

  it('opens a session, takes the bytes at offset 0 and answers a Meta-style handle for exactly that file', async () => {
    const handle = await upload(jpeg, 'image/jpeg');
    expect(handle).toMatch(/^4::aW1hZ2UvanBlZw==:[\w-]+$/);
    expect(graph.uploads.handles.get(handle)).toMatchObject({ fileName: 'amostra.jpg', fileType: 'image/jpeg' });
    expect(graph.uploads.handles.get(handle)?.bytes.equals(jpeg)).toBe(true);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['a type Meta does not upload', { file_name: 'a.webp', file_length: '10', file_type: 'image/webp' }, /file_type must be one of/],
    ['no file_length', { file_name: 'a.jpg', file_type: 'image/jpeg' }, /file_length/],
    ['a file_length that is not a number of bytes', { file_name: 'a.jpg', file_length: '1.5', file_type: 'image/jpeg' }, /file_length/],
    ['no file_name', { file_length: '10', file_type: 'image/jpeg' }, /file_name/],
  ])('refuses to open a session with %s', async (_name, query, message) => {
    const { status, body } = await call('POST', `${APP}/uploads?${new URLSearchParams(query)}`, { headers: bearer });
    expect(status).toBe(400);
    expect(body.error?.code).toBe(100);
    expect(body.error?.message).toMatch(message);
  });

  it("refuses a session on another app, and a wrong token, as Graph does", async () => {
    const other = await call('POST', `123/uploads?${new URLSearchParams({ file_name: 'a.jpg', file_length: '10', file_type: 'image/jpeg' })}`, { headers: bearer });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ code: 100, error_subcode: 33 });
    const stranger = await call('POST', `${APP}/uploads?file_name=a.jpg&file_length=10&file_type=image%2Fjpeg`, { headers: { authorization: 'Bearer outro' } });
    expect(stranger.status).toBe(401);
    expect(stranger.body.error?.code).toBe(190);
  });

  it('takes the bytes only with Authorization: OAuth and the right token', async () => {
    const session = await openSession({ length: jpeg.length, type: 'image/jpeg' });
    expect((await call('POST', session, { headers: { authorization: `Bearer ${token}`, file_offset: '0' }, body: jpeg })).status).toBe(401);
    expect((await call('POST', session, { headers: { authorization: 'OAuth outro', file_offset: '0' }, body: jpeg })).status).toBe(401);
    expect(graph.uploads.handles.size).toBe(0);
  });

  it.each<[string, (session: string) => Promise<Answer>, RegExp]>([
    ['no file_offset', (s) => call('POST', s, { headers: oauth(), body: jpeg }), /file_offset header is required/],
    ['an offset the session is not at', (s) => call('POST', s, { headers: oauth(4), body: jpeg.subarray(4) }), /does not match the upload session's offset 0/],
    ['fewer bytes than file_length', (s) => call('POST', s, { headers: oauth(0), body: jpeg.subarray(1) }), /do not complete file_length/],
    ['a session signature that is not its own', (s) => call('POST', s.replace(/sig=.*/, 'sig=forjada'), { headers: oauth(0), body: jpeg }), /signature/],
    ['bytes that are not the declared type', (s) => call('POST', s, { headers: oauth(0), body: Buffer.alloc(jpeg.length, 1) }), /content is not image\/jpeg/],
  ])('refuses an upload with %s', async (_name, send, message) => {
    const session = await openSession({ length: jpeg.length, type: 'image/jpeg' });
    const { status, body } = await send(session);
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(message);
    expect(graph.uploads.handles.size).toBe(0);
  });

  it('keeps what arrived before a dropped upload, reports it as file_offset, and completes from there', async () => {
    const session = await openSession({ length: pdf.length, type: 'application/pdf' });
    graph.uploads.interruptNext(8);
    const dropped = await call('POST', session, { headers: oauth(0), body: pdf });
    expect(dropped.status).toBe(503);
    expect(dropped.body.error?.code).toBe(2);
    expect((await call('GET', session, { headers: oauth() })).body.file_offset).toBe(8);
    const resumed = await call('POST', session, { headers: oauth(8), body: pdf.subarray(8) });
    expect(resumed.status).toBe(200);
    expect(graph.uploads.handles.get(resumed.body.h ?? '')?.bytes.equals(pdf)).toBe(true);
  });
});

describe('Fake Graph: a template create checks the media header handle', () => {
  it('accepts a handle it issued for a file of the header format', async () => {
    const { status, body } = await createTemplate(templateWith('IMAGE', await upload(jpeg, 'image/jpeg')));
    expect(status).toBe(200);
    expect(body.id).toBeTruthy();
  });

  it.each<[string, () => Promise<unknown>]>([
    ['a public link instead of a handle', async () => 'https://loja.example/foto.jpg'],
    ['a handle it never issued', async () => '4::aW1hZ2UvanBlZw==:inventado'],
    ['a PDF handle on an image header', () => upload(pdf, 'application/pdf')],
  ])('refuses %s with Graph’s invalid-handle error', async (_name, handle) => {
    const { status, body } = await createTemplate(templateWith('IMAGE', await handle()));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 100, error_subcode: 2494102, message: 'Invalid parameter' });
    expect(graph.wabaTemplates.templates.size).toBe(0);
  });
});
