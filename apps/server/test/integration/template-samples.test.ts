// A media header's sample file through the real app: uploaded to Meta's Resumable Upload API (the fake
// Graph server) for a handle, and a template create that sends Meta exactly that handle; the type and
// size limits per format in pt-BR before Meta is called; Meta's refusals mapped; the simulator's fake
// handles; Gupshup's refusal; roles and tenancy as the other template routes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TemplateInput } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { graphError, graphFailures, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';

let t: TestApp;
let graph: FakeGraph;
let owner: string;
let operator: string;
let channelId: string;
const APP = '700000000000007';
const MB = 1024 * 1024;

const jpeg = (size = 4096) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 9)]);
const pdf = Buffer.from('%PDF-1.4\n% contrato de exemplo\n');
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  graph = await startFakeGraph({ appId: APP });
  t = await createTestApp({ config: graph.config() });
  const company = await createCompany(t, { name: 'Loja Amostras', channelNumber: '5511955550000', ownerLogin: 'loja-amostras', credentials: graph.credentials() });
  owner = company.ownerToken;
  channelId = company.channelId;
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(owner), payload: { name: 'Iara', login: 'iara-amostras', password: 'senha-forte-1' } });
  expect(op.statusCode).toBe(201);
  operator = await t.tokenOf('iara-amostras', 'senha-forte-1');
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(() => graph.reset());

async function multipart(bytes: Buffer, mimeType: string, fileName: string, field = 'file') {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)], { type: mimeType }), fileName);
  const request = new Request('http://local/upload', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

type Upload = { bytes: Buffer; mimeType: string; fileName: string; format?: string; token?: string; field?: string };
async function uploadSample(u: Upload) {
  const { payload, headers } = await multipart(u.bytes, u.mimeType, u.fileName, u.field);
  return t.app.inject({
    method: 'POST',
    url: `/api/templates/header-sample${u.format === '' ? '' : `?format=${u.format ?? 'IMAGE'}`}`,
    headers: { ...headers, ...auth(u.token ?? owner) },
    payload,
  });
}
const image = (token = owner) => uploadSample({ bytes: jpeg(), mimeType: 'image/jpeg', fileName: 'vitrine.jpg', token });

const offer = (name: string, header: TemplateInput['header']): TemplateInput => ({
  name,
  category: 'MARKETING',
  language: 'pt_BR',
  header,
  body: 'Chegou a coleção nova, {{1}}!',
  bodyExamples: ['Ana'],
});
const create = (body: TemplateInput, token = owner) => t.app.inject({ method: 'POST', url: '/api/templates', headers: auth(token), payload: body });
const graphCalls = () => graph.requests.map((r) => `${r.method} ${r.path}`);

describe('POST /api/templates/header-sample on a Cloud channel', () => {
  it("uploads the file to Meta and the create then sends Meta exactly that handle", async () => {
    const res = await image();
    expect(res.statusCode, res.body).toBe(201);
    const { sample } = res.json<{ sample: { handle: string; format: string; fileName: string; mimeType: string; size: number } }>();
    expect(sample).toMatchObject({ format: 'IMAGE', fileName: 'vitrine.jpg', mimeType: 'image/jpeg', size: 4096 });
    expect(graph.uploads.handles.get(sample.handle)?.bytes.equals(jpeg())).toBe(true);

    const created = await create(offer('colecao_nova', { format: 'IMAGE', example: sample.handle }));
    expect(created.statusCode, created.body).toBe(201);
    const post = graph.requests.find((r) => r.method === 'POST' && r.path.endsWith('/message_templates'));
    const header = (post?.body as { components: Array<Record<string, unknown>> }).components[0];
    expect(header).toEqual({ type: 'HEADER', format: 'IMAGE', example: { header_handle: [sample.handle] } });
    const [row] = (await t.ctx.db.orm.execute<{ header: unknown }>(sql`select header from message_templates where name = 'colecao_nova'`)).rows;
    expect(row?.header).toEqual({ format: 'IMAGE', example: sample.handle });
  });

  it('takes a PDF for a document header and an MP4 for a video header', async () => {
    const doc = await uploadSample({ bytes: pdf, mimeType: 'application/pdf', fileName: 'contrato.pdf', format: 'DOCUMENT' });
    expect(doc.statusCode, doc.body).toBe(201);
    const video = await uploadSample({ bytes: mp4, mimeType: 'video/mp4', fileName: 'tour.mp4', format: 'VIDEO' });
    expect(video.statusCode, video.body).toBe(201);
    expect([...graph.uploads.handles.values()].map((h) => h.fileType)).toEqual(['application/pdf', 'video/mp4']);
  });

  it('refuses at Meta a handle it never issued, with Meta’s reason in pt-BR', async () => {
    const res = await create(offer('handle_inventado', { format: 'IMAGE', example: 'https://loja.example.com/vitrine.jpg' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'provider_rejected', erroMensagem: 'A Meta recusou o modelo: Uploaded media handle is invalid' });
  });

  it.each<[string, Upload, number, string]>([
    ['a WEBP as an image', { bytes: jpeg(), mimeType: 'image/webp', fileName: 'a.webp' }, 415, 'O exemplo de um cabeçalho de imagem precisa ser JPEG ou PNG.'],
    ['a PDF as a video', { bytes: pdf, mimeType: 'application/pdf', fileName: 'a.pdf', format: 'VIDEO' }, 415, 'O exemplo de um cabeçalho de vídeo precisa ser MP4.'],
    ['a PDF renamed to .png', { bytes: pdf, mimeType: 'image/png', fileName: 'falsa.png' }, 415, 'O conteúdo de "falsa.png" não é JPEG ou PNG: envie o arquivo original, sem só trocar a extensão.'],
    ['an image over 5 MB', { bytes: jpeg(5 * MB + 1), mimeType: 'image/jpeg', fileName: 'grande.jpg' }, 413, 'Arquivo grande demais: o exemplo de um cabeçalho de imagem tem até 5 MB.'],
    ['an empty file', { bytes: Buffer.alloc(0), mimeType: 'application/pdf', fileName: 'vazio.pdf', format: 'DOCUMENT' }, 400, 'O arquivo de exemplo está vazio.'],
    ['the file in another field', { bytes: jpeg(), mimeType: 'image/jpeg', fileName: 'a.jpg', field: 'arquivo' }, 400, 'Envie o arquivo de exemplo no campo "file".'],
    ['no format', { bytes: jpeg(), mimeType: 'image/jpeg', fileName: 'a.jpg', format: '' }, 400, 'Informe o formato do cabeçalho: IMAGE, VIDEO ou DOCUMENT'],
  ])('refuses %s in pt-BR before calling Meta', async (_name, upload, status, message) => {
    const res = await uploadSample(upload);
    expect(res.statusCode).toBe(status);
    expect(res.json().erroMensagem).toContain(message);
    expect(graph.requests).toHaveLength(0);
  });

  it('refuses a request that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/templates/header-sample?format=IMAGE', headers: auth(owner), payload: { file: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'file_required', erroMensagem: 'Envie o arquivo de exemplo como multipart/form-data no campo "file".' });
  });

  it("maps Meta's refusals: a type it does not take, a revoked token", async () => {
    graph.respondWith({ method: 'POST', path: `/v23.0/${APP}/uploads` }, graphError(400, { code: 100, message: '(#100) Invalid file type', details: 'The file type is not supported for upload' }), { times: 1 });
    const refused = await image();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'provider_rejected', erroMensagem: 'A Meta recusou o arquivo de exemplo: The file type is not supported for upload' });

    graph.respondWith({ path: '/v23.0/app' }, graphFailures.tokenExpired(), { times: 1 });
    const auth502 = await image();
    expect(auth502.statusCode).toBe(502);
    expect(auth502.json()).toMatchObject({ error: 'provider_auth', erroMensagem: 'As credenciais do canal foram recusadas pela Meta. Atualize o token de acesso em Gerenciar › Canal.' });
  });

  it('lets only who manages templates upload; uploads with the channel of the token', async () => {
    expect((await image(operator)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/templates/header-sample?format=IMAGE' })).statusCode).toBe(401);
    expect(graph.requests).toHaveLength(0);

    const other = await createCompany(t, {
      name: 'Outra Amostra',
      channelNumber: '5511955559999',
      ownerLogin: 'outra-amostra',
      credentials: graph.credentials({ accessToken: 'token-da-outra', appId: APP, phoneNumberId: '109876543219999', wabaId: '100000000009999' }),
    });
    expect((await image(other.ownerToken)).statusCode).toBe(201);
    expect(graphCalls()).toEqual([`POST /v23.0/${APP}/uploads`, expect.stringMatching(/^POST \/v23\.0\/upload:/)]);
    expect(graph.requests[0]?.headers.authorization).toBe('Bearer token-da-outra');
    expect(graph.requests[1]?.headers.authorization).toBe('OAuth token-da-outra');
    expect(channelId).not.toBe(other.channelId);
  });
});

describe('header samples on other providers', () => {
  it('the simulator checks the file like Meta and answers a fake handle, which a create accepts', async () => {
    const demo = await t.tokenOf('empresa');
    const res = await uploadSample({ bytes: pdf, mimeType: 'application/pdf', fileName: 'boleto.pdf', format: 'DOCUMENT', token: demo });
    expect(res.statusCode, res.body).toBe(201);
    const handle = res.json<{ sample: { handle: string } }>().sample.handle;
    expect(handle).toMatch(/^sim-sample\.[0-9a-f-]{36}$/);
    const created = await create(offer('boleto_sim', { format: 'DOCUMENT', example: handle }), demo);
    expect(created.statusCode, created.body).toBe(201);
    const wrong = await uploadSample({ bytes: jpeg(), mimeType: 'image/webp', fileName: 'x.webp', token: demo });
    expect(wrong.statusCode).toBe(415);
    expect(graph.requests).toHaveLength(0);
  });

  it('a Gupshup channel refuses the upload and says the sample goes by link', async () => {
    const gupshup = await createCompany(t, {
      name: 'Loja Gupshup Amostra',
      channelNumber: '5511955558888',
      ownerLogin: 'gupshup-amostra',
      apiType: 'gupshup',
      credentials: { apiKey: 'chave', appName: 'lojaapp', source: '5511955558888' },
    });
    const res = await image(gupshup.ownerToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'template_sample_unsupported',
      erroMensagem: 'A Gupshup recebe o exemplo de mídia do cabeçalho por link: informe o link público do arquivo no lugar do upload.',
    });
  });
});
