// Files sent from the simulated phone, through the real app: the page uploads the bytes, the webhook
// event names them, and the normal download job stores them for the message, so the operator opens
// them by the message's signed link exactly as for Cloud.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Message } from '@atende/contract';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { multipart } from '../support/multipart.js';
import { postSimulatorWebhook } from '../support/simulator-webhook.js';
import type { SimulatorWebhook } from '../../src/providers/simulator/simulator.adapter.js';
import { openCredentials } from '../../src/modules/channels/channel-view.js';
import { JPEG, PDF, jpegOfSize } from '../support/media-samples.js';

let t: TestApp;
let channelId: string;
let secret: string;
let operator: { id: string; token: string };
let other: { channelId: string; ownerToken: string };


beforeAll(async () => {
  t = await createTestApp({ queue: true });
  const op = await t.login('operador');
  operator = { id: op.user.operatorData?._id as string, token: op.token };
  channelId = op.user.channelId as string;
  secret = await secretOf(channelId);
  const online = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
  expect(online.statusCode).toBe(200);
  other = await createCompany(t, { name: 'Outro Simulador', channelNumber: '5511944440000', ownerLogin: 'outro-simulador', apiType: 'simulator' });
});
afterAll(async () => {
  await t.close();
});

async function secretOf(id: string): Promise<string> {
  const res = await t.ctx.db.orm.execute<{ credentials_sealed: string | null }>(sql`select credentials_sealed from channels where id = ${id}`);
  return openCredentials(t.ctx.keys.encryption, res.rows[0]?.credentials_sealed ?? null).simulatorSecret ?? '';
}

type UploadOptions = { channel?: string; remoteAddress?: string; secret?: string; type?: string; field?: string };
const upload = async (bytes: Buffer, mimeType: string, fileName: string, o: UploadOptions = {}) => {
  const { payload, headers } = await multipart(bytes, mimeType, fileName, o.field);
  return t.app.inject({
    method: 'POST',
    url: `/api/simulator/${o.channel ?? channelId}/media${o.type ? `?type=${o.type}` : ''}`,
    remoteAddress: o.remoteAddress ?? '127.0.0.1',
    headers: { ...headers, ...(o.secret ? { 'x-simulator-secret': o.secret } : {}) },
    payload,
  });
};

let seq = 0;
const fileFrom = (number: string, type: 'image' | 'document', media: { id: string; mimeType: string; fileName?: string; caption?: string }, channel = channelId): SimulatorWebhook => ({
  channelId: channel,
  events: [{ kind: 'message', id: `sim-file-${++seq}-${Date.now()}`, from: { number, name: 'Cliente com Arquivo' }, type, media }],
});
const post = (body: SimulatorWebhook) => postSimulatorWebhook(t, body);

/** The customer's first message, as the given user reads it in the attendance's history, once its file settled. */
const settledFileOf = async (channel: string, number: string, token: string) => {
  const attendanceId = await eventually(async () => {
    const res = await t.ctx.db.orm.execute<{ id: string }>(sql`
      select a.id from attendances a join contacts c on c.id = a.contact_id where a.channel_id = ${channel} and c.number = ${number}`);
    expect(res.rows[0]).toBeDefined();
    return res.rows[0]?.id as string;
  });
  return eventually(async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/message/attendance/${attendanceId}`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    const [message] = res.json().messages as Message[];
    expect(['ready', 'failed']).toContain(message?.content.media?.state);
    return message as Message;
  });
};

describe('a file sent from the simulated phone', () => {
  it('an image with its caption ends ready and the operator downloads the same bytes by its signed link', async () => {
    const uploaded = await upload(JPEG, 'image/jpeg', 'foto.jpg');
    expect(uploaded.statusCode).toBe(201);
    const media = uploaded.json().media as { id: string; kind: string; mimeType: string; fileName: string; size: number };
    expect(media).toMatchObject({ kind: 'image', mimeType: 'image/jpeg', fileName: 'foto.jpg', size: JPEG.length, id: expect.stringMatching(/^sim-file\./) });

    expect((await post(fileFrom('5511977770001', 'image', { id: media.id, mimeType: media.mimeType, fileName: 'foto.jpg', caption: 'olha a foto' }))).statusCode).toBe(200);
    const message = await settledFileOf(channelId, '5511977770001', operator.token);
    expect(message.type).toBe('image');
    expect(message.content.caption).toBe('olha a foto');
    expect(message.content.media).toMatchObject({ state: 'ready', mimeType: 'image/jpeg', size: JPEG.length, url: expect.stringMatching(/^\/api\/media\/[\w-]+\?exp=\d+&sig=/) });

    const file = await t.app.inject({ method: 'GET', url: message.content.media?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);
  });

  it('a document keeps its name and is served to the operator as an attachment with identical bytes', async () => {
    const uploaded = await upload(PDF, 'application/pdf', 'orçamento 2026.pdf');
    expect(uploaded.statusCode).toBe(201);
    const media = uploaded.json().media as { id: string; kind: string };
    expect(media.kind).toBe('document');

    expect((await post(fileFrom('5511977770002', 'document', { id: media.id, mimeType: 'application/pdf', fileName: 'orçamento 2026.pdf' }))).statusCode).toBe(200);
    const message = await settledFileOf(channelId, '5511977770002', operator.token);
    expect(message.type).toBe('document');
    expect(message.content.media).toMatchObject({ state: 'ready', fileName: 'orçamento 2026.pdf', size: PDF.length });

    const file = await t.app.inject({ method: 'GET', url: message.content.media?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="orcamento_2026.pdf"; filename*=UTF-8''${encodeURIComponent('orçamento 2026.pdf')}`);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it("another simulator channel cannot send this channel's upload: its message's file ends failed", async () => {
    const uploaded = await upload(JPEG, 'image/jpeg', 'alheia.jpg');
    const id = (uploaded.json().media as { id: string }).id;
    expect((await post(fileFrom('5511977770003', 'image', { id, mimeType: 'image/jpeg' }, other.channelId))).statusCode).toBe(200);
    const message = await settledFileOf(other.channelId, '5511977770003', other.ownerToken);
    expect(message.content.media?.state).toBe('failed');
    expect(message.content.media?.url).toBeNull();
  });

  it('a file only described (no upload id) is still accepted and ends failed, as before', async () => {
    expect((await post(fileFrom('5511977770004', 'document', { mimeType: 'application/pdf', fileName: 'so-descricao.pdf' } as never))).statusCode).toBe(200);
    const message = await settledFileOf(channelId, '5511977770004', operator.token);
    expect(message.content.media?.state).toBe('failed');
  });

  it('refuses an upload id that is not one of ours in the webhook event (400)', async () => {
    const res = await post(fileFrom('5511977770005', 'image', { id: '../../etc/passwd', mimeType: 'image/jpeg' }));
    expect(res.statusCode).toBe(400);
  });
});

describe('who may upload to the phone', () => {
  it('from elsewhere only with the channel secret, never with a wrong one or another channel\'s', async () => {
    const outside = '203.0.113.9';
    const none = await upload(JPEG, 'image/jpeg', 'x.jpg', { remoteAddress: outside });
    expect(none.statusCode).toBe(403);
    expect(none.json().erroMensagem).toMatch(/segredo do canal/);
    expect((await upload(JPEG, 'image/jpeg', 'x.jpg', { remoteAddress: outside, secret: 'errado' })).statusCode).toBe(403);
    expect((await upload(JPEG, 'image/jpeg', 'x.jpg', { remoteAddress: outside, secret: await secretOf(other.channelId) })).statusCode).toBe(403);
    expect((await upload(JPEG, 'image/jpeg', 'x.jpg', { remoteAddress: outside, secret })).statusCode).toBe(201);
  });

  it('refuses a channel that is not a simulator', async () => {
    const cloud = await createCompany(t, { name: 'Loja Cloud', channelNumber: '5511944441111', ownerLogin: 'loja-cloud-sim', credentials: { phoneNumberId: '1999', accessToken: 'x', appSecret: 'y', wabaId: '2' } });
    expect((await upload(JPEG, 'image/jpeg', 'x.jpg', { channel: cloud.channelId })).statusCode).toBe(403);
  });
});

describe("the phone's limits", () => {
  it('an image over 5 MB is refused with 413 in pt-BR', async () => {
    const res = await upload(jpegOfSize(5 * 1024 * 1024 + 1), 'image/jpeg', 'grande.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'file_too_large', erroMensagem: 'Arquivo grande demais: o WhatsApp aceita imagem de até 5 MB.' });
  });

  it('a JPEG over 5 MB may still go as a document, as on WhatsApp', async () => {
    const res = await upload(jpegOfSize(5 * 1024 * 1024 + 1), 'image/jpeg', 'grande.jpg', { type: 'document' });
    expect(res.statusCode).toBe(201);
    expect(res.json().media.kind).toBe('document');
  });

  it('a document over the simulator cap of 16 MB is refused with 413 in pt-BR', async () => {
    const res = await upload(Buffer.alloc(16 * 1024 * 1024 + 1, 1), 'application/pdf', 'enorme.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().erroMensagem).toBe('Arquivo grande demais: o simulador aceita documento de até 16 MB.');
  });

  it('a GIF as an image is refused with 415; an empty file or a missing file field with 400', async () => {
    const gif = await upload(Buffer.from('GIF89a'), 'image/gif', 'anim.gif', { type: 'image' });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().erroMensagem).toMatch(/não aceita image\/gif como imagem/);
    const empty = await upload(Buffer.alloc(0), 'application/pdf', 'vazio.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().erroMensagem).toBe('O arquivo está vazio.');
    const wrongField = await upload(PDF, 'application/pdf', 'a.pdf', { field: 'arquivo' });
    expect(wrongField.statusCode).toBe(400);
  });
});
