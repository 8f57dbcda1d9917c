// Media and every outbound message type through the real app: inbound files downloaded from a fake
// Graph server and served to the operator by signed link, uploads with WhatsApp's limits, each type
// sent with the exact body Meta expects, and an expired token flagging the channel (templates:
// templates.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Message } from '@atende/contract';
import { createMediaLinks } from '../../src/modules/media/media-links.js';
import { createCompany, createTestApp, auth, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { cloudWebhook, fakeWamid, graphFailures, signedCloudWebhook, startFakeGraph, type FakeGraph, type WebhookMessageInput } from '../support/fake-graph/index.js';
import { multipart } from '../support/multipart.js';
import { JPEG, MP4, OGG_OPUS, PDF, PNG, WEBP, jpegOfSize, webpOfSize } from '../support/media-samples.js';

let now = new Date();
let t: TestApp;
let graph: FakeGraph;
let creds: Record<string, string>;
let channelId: string;
let ownerToken: string;
let operator: { id: string; token: string };
let stranger: { channelId: string; ownerToken: string };
const sockets: Socket[] = [];

beforeAll(async () => {
  graph = await startFakeGraph();
  creds = graph.credentials();
  t = await createTestApp({ queue: true, clock: () => now, config: graph.config() });
  const company = await createCompany(t, { name: 'Loja Mídia', channelNumber: '5511955551000', ownerLogin: 'loja-midia', credentials: creds });
  channelId = company.channelId;
  ownerToken = company.ownerToken;
  const op = await t.app.inject({ method: 'POST', url: '/api/operator', headers: auth(ownerToken), payload: { name: 'Caio', login: 'caio-midia', password: 'senha-forte-1', maxAttendances: 100 } });
  operator = { id: op.json().operator._id, token: await t.tokenOf('caio-midia', 'senha-forte-1') };
  const online = await t.app.inject({ method: 'PATCH', url: `/api/operator/status/${operator.id}`, headers: auth(operator.token), payload: { status: true } });
  expect(online.statusCode).toBe(200);
  stranger = await createCompany(t, { name: 'Outra Loja', channelNumber: '5511955552000', ownerLogin: 'outra-loja-midia', credentials: graph.credentials({ phoneNumberId: '109876543219999' }) });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
  await graph.close();
});
beforeEach(() => {
  now = new Date();
  graph.reset();
});

const phoneId = () => creds.phoneNumberId ?? '';
const post = (body: ReturnType<typeof cloudWebhook.message>) => {
  const { payload, headers } = signedCloudWebhook(body, creds.appSecret ?? '');
  return t.app.inject({ method: 'POST', url: '/api/webhooks/cloud', payload, headers });
};
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute<T & Record<string, unknown>>(query)).rows;
const attendanceOf = async (number: string) =>
  eventually(async () => {
    const [a] = await rows<{ id: string }>(sql`
      select a.id from attendances a join contacts c on c.id = a.contact_id
       where c.number = ${number} and a.status not in ('finished', 'abandoned')`);
    expect(a).toBeDefined();
    return a as { id: string };
  });
const history = async (attendanceId: string, token = operator.token): Promise<Message[]> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/message/attendance/${attendanceId}`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().messages as Message[];
};
/** A customer writes (which opens the window) and the attendance is handed to the operator. */
const conversationWith = async (number: string, extra: Partial<WebhookMessageInput> = {}) => {
  const wamid = fakeWamid();
  expect((await post(cloudWebhook.message(phoneId(), { from: number, type: 'text', text: 'oi', id: wamid, ...extra } as WebhookMessageInput))).statusCode).toBe(200);
  const a = await attendanceOf(number);
  const [first] = await eventually(async () => {
    const messages = await history(a.id);
    expect(messages.length).toBeGreaterThan(0);
    return messages;
  });
  return { attendanceId: a.id, inbound: first as Message, wamid };
};
const send = (payload: Record<string, unknown>, token = operator.token) => t.app.inject({ method: 'POST', url: '/api/message/send', headers: auth(token), payload });
const statusOf = async (messageId: string, wanted: string) =>
  eventually(async () => {
    const [row] = await rows<{ status: string; error_message: string | null; error_code: string | null }>(sql`select status, error_message, error_code from messages where id = ${messageId}`);
    expect(row?.status).toBe(wanted);
    return row as { status: string; error_message: string | null; error_code: string | null };
  });

const upload = async (bytes: Buffer, mimeType: string, fileName: string, type?: string, token = operator.token) => {
  const { payload, headers } = await multipart(bytes, mimeType, fileName);
  return t.app.inject({ method: 'POST', url: `/api/upload${type ? `?type=${type}` : ''}`, headers: { ...auth(token), ...headers }, payload });
};

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
    graph.addMedia(mediaId, bytes, mime);
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
    expect(graph.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([`/v23.0/${mediaId}`, `/media-download/${mediaId}`]);
    expect(graph.requests.every((r) => r.headers.authorization === `Bearer ${creds.accessToken}`)).toBe(true);

    const file = await t.app.inject({ method: 'GET', url: message.content.media?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(mime);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    if (type === 'document') expect(file.headers['content-disposition']).toBe(`attachment; filename="nota_fiscal.pdf"; filename*=UTF-8''${encodeURIComponent('nota fiscal.pdf')}`);
  });

  it('another company can neither open the file by id nor forge a link; a tampered or expired link is refused', async () => {
    const mediaId = `${Date.now()}77`;
    graph.addMedia(mediaId, Buffer.alloc(100, 9), 'image/png');
    const { attendanceId } = await conversationWith('5511966600100', { type: 'image', media: { id: mediaId, mime_type: 'image/png' } } as Partial<WebhookMessageInput>);
    const message = await eventually(async () => {
      const [m] = await history(attendanceId);
      expect(m?.content.media?.state).toBe('ready');
      return m as Message;
    });
    const url = new URL(message.content.media?.url ?? '', 'http://local');
    const id = url.pathname.split('/').pop() ?? '';
    // Its own people may fetch by session; another company's may not, and learns nothing.
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: auth(operator.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: auth(stranger.ownerToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/${id}` })).statusCode).toBe(403);
    const tampered = await t.app.inject({ method: 'GET', url: `/api/media/${id}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${url.searchParams.get('sig')}` });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().error).toBe('media_link_invalid');
    // A link signed two days ago has expired.
    const stale = createMediaLinks(t.ctx.keys.mediaLinks).url(id, new Date(Date.now() - 48 * 3600 * 1000));
    const expired = await t.app.inject({ method: 'GET', url: stale });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe('media_link_expired');
    // Another company's operator cannot read the conversation that carries the link.
    expect((await t.app.inject({ method: 'GET', url: `/api/message/attendance/${attendanceId}`, headers: auth(stranger.ownerToken) })).statusCode).toBe(404);
  });

  it('a download that fails once is retried and the file arrives', async () => {
    const mediaId = `${Date.now()}88`;
    const bytes = JPEG;
    graph.addMedia(mediaId, bytes, 'image/jpeg');
    graph.respondWith({ method: 'GET', path: `/media-download/${mediaId}` }, graphFailures.serverError(502), { times: 1 });
    const { attendanceId } = await conversationWith('5511966600200', { type: 'image', media: { id: mediaId, mime_type: 'image/jpeg' } } as Partial<WebhookMessageInput>);
    const message = await eventually(async () => {
      const [m] = await history(attendanceId);
      expect(m?.content.media?.state).toBe('ready');
      return m as Message;
    });
    expect(graph.requests.filter((r) => r.path === `/media-download/${mediaId}`)).toHaveLength(2);
    const file = await t.app.inject({ method: 'GET', url: message.content.media?.url ?? '' });
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

describe('uploads', () => {
  it('stores a file within the limits and answers its id', async () => {
    const res = await upload(PNG, 'image/png', 'foto.png');
    expect(res.statusCode).toBe(201);
    expect(res.json().media).toMatchObject({ kind: 'image', mimeType: 'image/png', fileName: 'foto.png', size: PNG.length });
    const file = await t.app.inject({ method: 'GET', url: res.json().media.url });
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
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', headers: auth(operator.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const { payload, headers } = await multipart(PNG, 'image/png', 'x.png', 'outro');
    const wrongField = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...auth(operator.token), ...headers }, payload });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().erroMensagem).toMatch(/campo "file"/);
  });

  it("an operator cannot send another company's upload", async () => {
    const theirs = await upload(PNG, 'image/png', 'deles.png', undefined, stranger.ownerToken);
    expect(theirs.statusCode).toBe(201);
    const { attendanceId } = await conversationWith('5511966600400');
    const res = await send({ attendanceId, type: 'image', mediaId: theirs.json().media._id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('media_not_found');
  });
});

describe('every outbound type goes out with the body Meta expects', () => {
  const envelope = (to: string) => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to });
  const sentOnce = async (messageId: string) => {
    await statusOf(messageId, 'sent');
    const bodies = graph.sentMessages();
    expect(bodies).toHaveLength(1);
    return bodies[0];
  };

  it('an image goes to the media endpoint first and is sent by the id Meta gave', async () => {
    const { attendanceId } = await conversationWith('5511966610001');
    const uploaded = await upload(PNG, 'image/png', 'foto.png');
    graph.reset();
    const res = await send({ attendanceId, type: 'image', mediaId: uploaded.json().media._id, caption: 'Segue a foto' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({ type: 'image', status: 'pending', content: { caption: 'Segue a foto', media: { mimeType: 'image/png', fileName: 'foto.png' } } });
    const body = await sentOnce(res.json().message._id);
    const mediaUpload = graph.requests.find((r) => r.method === 'POST' && r.path === `/v23.0/${phoneId()}/media`);
    expect(mediaUpload?.multipart).toEqual({ fields: { messaging_product: 'whatsapp', type: 'image/png' }, file: { fileName: 'foto.png', mimeType: 'image/png', size: PNG.length } });
    const providerId = [...graph.mediaFiles.values()].find((f) => f.bytes.equals(PNG))?.id;
    expect(body).toEqual({ ...envelope('5511966610001'), type: 'image', image: { id: providerId, caption: 'Segue a foto' } });
  });

  it('a document keeps its file name', async () => {
    const { attendanceId } = await conversationWith('5511966610002');
    const uploaded = await upload(Buffer.from('%PDF-1.4 conteúdo'), 'application/pdf', 'orçamento.pdf');
    expect(uploaded.json().media.kind).toBe('document');
    graph.reset();
    const res = await send({ attendanceId, type: 'document', mediaId: uploaded.json().media._id });
    const body = (await sentOnce(res.json().message._id)) as { document: { id: string; filename: string } };
    expect(body).toEqual({ ...envelope('5511966610002'), type: 'document', document: { id: expect.any(String), filename: 'orçamento.pdf' } });
  });

  it('reply buttons', async () => {
    const { attendanceId } = await conversationWith('5511966610003');
    const res = await send({ attendanceId, type: 'buttons', body: 'Como prefere receber?', footer: 'Loja Mídia', buttons: [{ id: 'entrega', title: 'Entrega' }, { title: 'Retirada' }] });
    expect(res.statusCode).toBe(201);
    expect(await sentOnce(res.json().message._id)).toEqual({
      ...envelope('5511966610003'),
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Como prefere receber?' },
        footer: { text: 'Loja Mídia' },
        action: { buttons: [{ type: 'reply', reply: { id: 'entrega', title: 'Entrega' } }, { type: 'reply', reply: { id: 'botao-2', title: 'Retirada' } }] },
      },
    });
  });

  it('a list', async () => {
    const { attendanceId } = await conversationWith('5511966610004');
    const res = await send({
      attendanceId,
      type: 'list',
      header: 'Cardápio',
      body: 'Escolha um sabor',
      button: 'Ver sabores',
      sections: [
        { title: 'Salgadas', rows: [{ id: 'calabresa', title: 'Calabresa', description: 'Com cebola' }, { title: 'Frango' }] },
        { title: 'Doces', rows: [{ id: 'chocolate', title: 'Chocolate' }] },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(await sentOnce(res.json().message._id)).toEqual({
      ...envelope('5511966610004'),
      type: 'interactive',
      interactive: {
        type: 'list',
        header: { type: 'text', text: 'Cardápio' },
        body: { text: 'Escolha um sabor' },
        action: {
          button: 'Ver sabores',
          sections: [
            { title: 'Salgadas', rows: [{ id: 'calabresa', title: 'Calabresa', description: 'Com cebola' }, { id: 'opcao-2', title: 'Frango' }] },
            { title: 'Doces', rows: [{ id: 'chocolate', title: 'Chocolate' }] },
          ],
        },
      },
    });
  });

  it('a location', async () => {
    const { attendanceId } = await conversationWith('5511966610005');
    const res = await send({ attendanceId, type: 'location', latitude: -23.5614, longitude: -46.6559, name: 'Loja Paulista', address: 'Av. Paulista, 1000' });
    expect(await sentOnce(res.json().message._id)).toEqual({
      ...envelope('5511966610005'),
      type: 'location',
      location: { latitude: -23.5614, longitude: -46.6559, name: 'Loja Paulista', address: 'Av. Paulista, 1000' },
    });
  });

  it('a reaction to the customer message, and an empty emoji removes it', async () => {
    const { attendanceId, inbound, wamid } = await conversationWith('5511966610006');
    const res = await send({ attendanceId, type: 'reaction', messageId: inbound._id, emoji: '👍' });
    expect(res.statusCode).toBe(201);
    expect(await sentOnce(res.json().message._id)).toEqual({ ...envelope('5511966610006'), type: 'reaction', reaction: { message_id: wamid, emoji: '👍' } });
    graph.reset();
    const removed = await send({ attendanceId, type: 'reaction', messageId: inbound._id, emoji: '' });
    expect(removed.json().message.content.reaction).toEqual({ emoji: null, targetMessageId: inbound._id });
    expect(await sentOnce(removed.json().message._id)).toEqual({ ...envelope('5511966610006'), type: 'reaction', reaction: { message_id: wamid, emoji: '' } });
  });

  it('a reaction to a message of another attendance is refused', async () => {
    const first = await conversationWith('5511966610007');
    const second = await conversationWith('5511966610008');
    const res = await send({ attendanceId: second.attendanceId, type: 'reaction', messageId: first.inbound._id, emoji: '👍' });
    expect(res.statusCode).toBe(400);
    expect(res.json().erroMensagem).toMatch(/não pertence a este atendimento/);
  });

  it('a text reply carries the context of the quoted message', async () => {
    const { attendanceId, inbound, wamid } = await conversationWith('5511966610009');
    const res = await send({ attendanceId, type: 'text', text: 'Respondendo', replyToId: inbound._id });
    expect(await sentOnce(res.json().message._id)).toEqual({
      ...envelope('5511966610009'),
      type: 'text',
      context: { message_id: wamid },
      text: { body: 'Respondendo', preview_url: false },
    });
  });

  it.each([
    ['four buttons', { type: 'buttons', body: 'b', buttons: [{ title: 'a' }, { title: 'b' }, { title: 'c' }, { title: 'd' }] }, /no máximo 3 botões/],
    ['a 21-character button title', { type: 'buttons', body: 'b', buttons: [{ title: 'x'.repeat(21) }] }, /Título do botão: no máximo 20 caracteres/],
    ['eleven list rows', { type: 'list', body: 'b', button: 'Ver', sections: [{ rows: Array.from({ length: 11 }, (_, i) => ({ title: `Opção ${i}` })) }] }, /no máximo 10 opções/],
    ['a 25-character row title', { type: 'list', body: 'b', button: 'Ver', sections: [{ rows: [{ title: 'y'.repeat(25) }] }] }, /Título da opção: no máximo 24 caracteres/],
    ['a 73-character row description', { type: 'list', body: 'b', button: 'Ver', sections: [{ rows: [{ title: 'ok', description: 'z'.repeat(73) }] }] }, /no máximo 72 caracteres/],
    ['a 21-character list button', { type: 'list', body: 'b', button: 'w'.repeat(21), sections: [{ rows: [{ title: 'ok' }] }] }, /Texto do botão da lista: no máximo 20/],
    ['a body over 1024 characters', { type: 'buttons', body: 'v'.repeat(1025), buttons: [{ title: 'ok' }] }, /Texto da mensagem: no máximo 1024/],
  ])("refuses %s (Meta's limit) with 400 and a pt-BR message, sending nothing", async (_name, payload, message) => {
    const { attendanceId } = await conversationWith(`55119666200${String(Math.floor(Math.random() * 99)).padStart(2, '0')}`);
    const res = await send({ attendanceId, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().erroMensagem).toMatch(message);
    expect(graph.sentMessages()).toHaveLength(0);
  });

  it('the 24-hour window closes for media, interactive, location and reactions too', async () => {
    const { attendanceId, inbound } = await conversationWith('5511966630001');
    const uploaded = await upload(PNG, 'image/png', 'foto.png');
    now = new Date(Date.now() + 25 * 3600 * 1000);
    for (const payload of [
      { type: 'image', mediaId: uploaded.json().media._id },
      { type: 'buttons', body: 'b', buttons: [{ title: 'ok' }] },
      { type: 'location', latitude: 1, longitude: 1 },
      { type: 'reaction', messageId: inbound._id, emoji: '👍' },
    ]) {
      const res = await send({ attendanceId, ...payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('window_closed');
    }
  });
});

describe('an expired token (190)', () => {
  it('fails the message, marks the channel as needing attention, tells its panels, and new credentials clear it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, { auth: { token: operator.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const events: Array<{ channelId: string; attentionReason: string | null }> = [];
    socket.on('channel.attention', (payload: { channelId: string; attentionReason: string | null }) => events.push(payload));

    const { attendanceId } = await conversationWith('5511966650001');
    graph.failNext(1, graphFailures.tokenExpired());
    const res = await send({ attendanceId, type: 'text', text: 'Olá' });
    const failed = await statusOf(res.json().message._id, 'failed');
    expect(failed.error_message).toMatch(/credenciais do canal expiraram/);
    const [channel] = await rows<{ attention_reason: string | null; attention_at: Date | null }>(sql`select attention_reason, attention_at from channels where id = ${channelId}`);
    expect(channel?.attention_reason).toBe('provider_auth');
    expect(channel?.attention_at).not.toBeNull();
    await eventually(async () => expect(events).toEqual([{ channelId, attentionReason: 'provider_auth' }]));
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(operator.token) });
    expect(me.json().user.channel.attentionReason).toBe('provider_auth');

    const renewed = await t.app.inject({ method: 'PUT', url: `/api/channel/${channelId}`, headers: auth(ownerToken), payload: { credentials: { accessToken: 'token-novo' } } });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().channel.channel.attentionReason).toBeNull();
    await eventually(async () => expect(events.at(-1)).toEqual({ channelId, attentionReason: null }));
  });
});
