// The list row's last-message line says something meaningful in pt-BR for every message type, from
// the server's type and preview text and from the messages the socket pushes.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Attendance, Message, MessageType } from '@atende/contract';
import { fakeSockets } from '@/test/fake-socket';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { previewLabel, previewText } from '../model/message-preview';
import { makeAttendance, makeMessage, operatorState, panelServer, renderPanel, serverPush } from './panel-harness';

cleanAppStateBetweenTests();

const a = makeAttendance(1);
const of = (type: MessageType, content: Message['content']) => previewText({ type, content });
const media = { mediaId: null, mimeType: 'x', fileName: 'IMG_0001.jpg', size: null };

describe('preview text, as the server computes it', () => {
  it('takes the words, else what names the message', () => {
    expect(of('text', { text: 'Oi' })).toBe('Oi');
    expect(of('image', { media, caption: 'Olha' })).toBe('Olha');
    // A photo's file name says nothing; a document's is what the customer sent.
    expect(of('image', { media })).toBeNull();
    expect(of('document', { media: { ...media, fileName: 'boleto.pdf' } })).toBe('boleto.pdf');
    expect(of('interactive', { interactive: { kind: 'list_reply', id: 'x', title: 'Segunda via' } })).toBe('Segunda via');
    expect(of('interactive', { interactive: { kind: 'buttons', body: 'Escolha uma opção' } })).toBe('Escolha uma opção');
    expect(of('location', { location: { latitude: 1, longitude: 2, name: 'Loja Centro' } })).toBe('Loja Centro');
    expect(of('location', { location: { latitude: 1, longitude: 2 } })).toBeNull();
    expect(of('contacts', { contacts: [{ name: 'Maria Souza', phones: [] }] })).toBe('Maria Souza');
    expect(of('reaction', { reaction: { emoji: '👍', targetMessageId: null } })).toBe('👍');
    expect(of('template', { template: { name: 'retomar_conversa', language: 'pt_BR' } })).toBe('retomar_conversa');
    expect(of('order', { order: { catalogId: 'c', items: [] } })).toBeNull();
  });

  it('labels by type: words alone for text and replies, an icon and a name for the rest', () => {
    expect(previewLabel('text', 'Oi')).toEqual({ key: 'preview.plain', text: 'Oi' });
    expect(previewLabel('interactive', null)).toEqual({ key: 'types.interactive', text: null });
    expect(previewLabel('image', null)).toEqual({ key: 'preview.image', text: null });
    expect(previewLabel('image', 'Olha')).toEqual({ key: 'preview.imageText', text: 'Olha' });
    expect(previewLabel('audio', 'ignorado')).toEqual({ key: 'preview.audio', text: null });
  });
});

describe('the list row preview', () => {
  /** Rows newest first, a minute apart. */
  const last = (type: MessageType, text: string | null, minutesAgo: number): Attendance['lastMessage'] => ({
    type,
    text,
    direction: 'in',
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  });
  const rows: Array<[MessageType, string | null, string]> = [
    ['text', 'Bom dia', 'Bom dia'],
    ['image', null, '📷 Imagem'],
    ['image', 'Olha a foto', '📷 Olha a foto'],
    ['video', null, '🎬 Vídeo'],
    ['audio', null, '🎤 Áudio'],
    ['document', 'boleto.pdf', '📄 boleto.pdf'],
    ['sticker', null, 'Figurinha'],
    ['location', null, '📍 Localização'],
    ['location', 'Loja Centro', '📍 Loja Centro'],
    ['contacts', 'Maria Souza', '👤 Maria Souza'],
    ['interactive', 'Segunda via', 'Segunda via'],
    ['button', 'Quero falar', 'Quero falar'],
    ['order', null, '🛒 Pedido'],
    ['reaction', '👍', 'Reagiu com 👍'],
    ['reaction', null, 'Reação removida'],
    ['template', 'retomar_conversa', '📋 Modelo: retomar_conversa'],
    ['unsupported', 'Message type unknown', 'Mensagem não suportada'],
  ];

  it('shows each message type in Portuguese', async () => {
    const state = operatorState();
    state.attendances = rows.map(([type, text], i) => makeAttendance(i + 1, { lastMessage: last(type, text, i) }));
    panelServer(state);
    renderPanel(state);
    await screen.findByText('Cliente 1', {}, { timeout: 5000 });
    const previews = () => screen.getAllByTestId('attendance-preview').map((p) => p.textContent);
    // The list pages by 10.
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(previews()).toHaveLength(rows.length));
    expect(previews()).toEqual(rows.map(([, , shown]) => shown));
  });

  it('labels a file the socket brings, and the operator\'s own template with "Você:"', async () => {
    const state = operatorState();
    const other = makeAttendance(2);
    state.attendances = [a, other];
    panelServer(state);
    renderPanel(state);
    await screen.findByText('Cliente 1', {}, { timeout: 5000 });
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    const previewOf = (attendance: Attendance) =>
      within(screen.getAllByTestId('attendance-row').find((r) => r.getAttribute('data-attendance-id') === attendance._id)!).getByTestId(
        'attendance-preview',
      ).textContent;
    serverPush('message.created', {
      message: makeMessage(10, a, { type: 'document', content: { media: { ...media, fileName: 'contrato.pdf' } }, createdAt: new Date().toISOString() }),
    });
    await waitFor(() => expect(previewOf(a)).toBe('📄 contrato.pdf'));
    serverPush('message.created', {
      message: makeMessage(11, other, {
        direction: 'out',
        type: 'template',
        content: { template: { name: 'boas_vindas', language: 'pt_BR' } },
        createdAt: new Date().toISOString(),
      }),
    });
    await waitFor(() => expect(previewOf(other)).toBe('Você: 📋 Modelo: boas_vindas'));
  });
});
