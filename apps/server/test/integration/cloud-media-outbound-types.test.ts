// Every outbound message type through the real app, sent with the exact body Meta expects (media by
// the id Meta gave, interactive, location, reactions, replies), Meta's limits and the 24-hour window
// refused before sending, and an expired token flagging the channel (templates: templates.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { auth } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { graphFailures } from '../support/fake-graph/index.js';
import { PNG } from '../support/media-samples.js';
import { cloudMediaHarness } from '../support/cloud-media-fixtures.js';

const h = cloudMediaHarness();
beforeAll(h.start);
afterAll(h.stop);
beforeEach(h.reset);
const { conversationWith, phoneId, rows, send, statusOf, upload } = h;

describe('every outbound type goes out with the body Meta expects', () => {
  const envelope = (to: string) => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to });
  const sentOnce = async (messageId: string) => {
    await statusOf(messageId, 'sent');
    const bodies = h.graph.sentMessages();
    expect(bodies).toHaveLength(1);
    return bodies[0];
  };

  it('an image goes to the media endpoint first and is sent by the id Meta gave', async () => {
    const { attendanceId } = await conversationWith('5511966610001');
    const uploaded = await upload(PNG, 'image/png', 'foto.png');
    h.graph.reset();
    const res = await send({ attendanceId, type: 'image', mediaId: uploaded.json().media._id, caption: 'Segue a foto' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({ type: 'image', status: 'pending', content: { caption: 'Segue a foto', media: { mimeType: 'image/png', fileName: 'foto.png' } } });
    const body = await sentOnce(res.json().message._id);
    const mediaUpload = h.graph.requests.find((r) => r.method === 'POST' && r.path === `/v23.0/${phoneId()}/media`);
    expect(mediaUpload?.multipart).toEqual({ fields: { messaging_product: 'whatsapp', type: 'image/png' }, file: { fileName: 'foto.png', mimeType: 'image/png', size: PNG.length } });
    const providerId = [...h.graph.mediaFiles.values()].find((f) => f.bytes.equals(PNG))?.id;
    expect(body).toEqual({ ...envelope('5511966610001'), type: 'image', image: { id: providerId, caption: 'Segue a foto' } });
  });

  it('a document keeps its file name', async () => {
    const { attendanceId } = await conversationWith('5511966610002');
    const uploaded = await upload(Buffer.from('%PDF-1.4 conteúdo'), 'application/pdf', 'orçamento.pdf');
    expect(uploaded.json().media.kind).toBe('document');
    h.graph.reset();
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
    h.graph.reset();
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
    expect(h.graph.sentMessages()).toHaveLength(0);
  });

  it('the 24-hour window closes for media, interactive, location and reactions too', async () => {
    const { attendanceId, inbound } = await conversationWith('5511966630001');
    const uploaded = await upload(PNG, 'image/png', 'foto.png');
    h.clock.now = new Date(Date.now() + 25 * 3600 * 1000);
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
    await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(h.t.app.server.address() as AddressInfo).port}`, { auth: { token: h.operator.token }, transports: ['websocket'], reconnection: false });
    h.sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const events: Array<{ channelId: string; attentionReason: string | null }> = [];
    socket.on('channel.attention', (payload: { channelId: string; attentionReason: string | null }) => events.push(payload));

    const { attendanceId } = await conversationWith('5511966650001');
    h.graph.failNext(1, graphFailures.tokenExpired());
    const res = await send({ attendanceId, type: 'text', text: 'Olá' });
    const failed = await statusOf(res.json().message._id, 'failed');
    expect(failed.error_message).toMatch(/credenciais do canal expiraram/);
    const [channel] = await rows<{ attention_reason: string | null; attention_at: Date | null }>(sql`select attention_reason, attention_at from channels where id = ${h.channelId}`);
    expect(channel?.attention_reason).toBe('provider_auth');
    expect(channel?.attention_at).not.toBeNull();
    await eventually(async () => expect(events).toEqual([{ channelId: h.channelId, attentionReason: 'provider_auth' }]));
    const me = await h.t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth(h.operator.token) });
    expect(me.json().user.channel.attentionReason).toBe('provider_auth');

    const renewed = await h.t.app.inject({ method: 'PUT', url: `/api/channel/${h.channelId}`, headers: auth(h.ownerToken), payload: { credentials: { accessToken: 'token-novo' } } });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().channel.channel.attentionReason).toBeNull();
    await eventually(async () => expect(events.at(-1)).toEqual({ channelId: h.channelId, attentionReason: null }));
  });
});
