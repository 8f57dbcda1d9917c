import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Message } from '@atende/contract';
import { AppProviders } from '@/app/providers';
import { fakeSockets } from '@/test/fake-socket';
import { ids, jsonResponse } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { FakeXhr } from '@/test/fake-xhr';
import '../locales';
import { MessageRow } from '../components/chat/message-row';
import { buildTimeline } from '../model/message-timeline';
import { historyShown, makeAttendance, makeMessage, operatorState, panelServer, renderPanel, serverPush, uuid } from './panel-harness';

cleanAppStateBetweenTests();

const attendance = makeAttendance(1);
const link = (name: string) => `/api/media/${uuid(500)}?exp=1900000000&sig=${name}`;
const file = (overrides: Partial<NonNullable<Message['content']['media']>> = {}) => ({
  mediaId: uuid(500),
  mimeType: 'image/jpeg',
  fileName: null,
  size: 2048,
  state: 'ready' as const,
  url: link('s'),
  ...overrides,
});

function renderBubble(message: Message) {
  const items = buildTimeline([{ messages: [message], nextBefore: null }], 'America/Sao_Paulo');
  return render(
    <AppProviders env="test">
      {items.map((item) => (
        <MessageRow key={item.message._id} item={item} timeZone="America/Sao_Paulo" now={new Date('2025-01-01T15:00:00Z')} canReply onReply={() => undefined} />
      ))}
    </AppProviders>,
  );
}

describe('media in the chat', () => {
  it('shows an image from its signed link, opening it full size on click', () => {
    renderBubble(makeMessage(1, attendance, { type: 'image', content: { media: file({ fileName: 'foto.jpg' }), caption: 'Olha' } }));
    const image = screen.getByRole('img', { name: 'foto.jpg' });
    expect(image.getAttribute('src')).toBe(link('s'));
    expect(screen.getByRole('link', { name: 'Abrir a imagem' }).getAttribute('href')).toBe(link('s'));
    expect(screen.getByText('Olha')).toBeTruthy();
  });

  it('plays voice notes and videos in the page', () => {
    const { container } = renderBubble(makeMessage(1, attendance, { type: 'audio', content: { media: file({ mimeType: 'audio/ogg', voice: true, url: link('a') }) } }));
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(link('a'));
    expect(container.querySelector('audio')?.hasAttribute('controls')).toBe(true);
  });

  it('plays a video', () => {
    const { container } = renderBubble(makeMessage(1, attendance, { type: 'video', content: { media: file({ mimeType: 'video/mp4', url: link('v') }) } }));
    expect(container.querySelector('video')?.getAttribute('src')).toBe(link('v'));
  });

  it('offers a document for download with its file name and size', () => {
    renderBubble(makeMessage(1, attendance, { type: 'document', content: { media: file({ mimeType: 'application/pdf', fileName: 'boleto.pdf', size: 153_600, url: link('d') }) } }));
    const download = screen.getByRole('link', { name: 'Baixar boleto.pdf' });
    expect(download.getAttribute('href')).toBe(link('d'));
    expect(download.getAttribute('download')).toBe('boleto.pdf');
    expect(screen.getByText('application/pdf · 150 KB')).toBeTruthy();
  });

  it('shows a sticker as a small image', () => {
    renderBubble(makeMessage(1, attendance, { type: 'sticker', content: { media: file({ mimeType: 'image/webp', url: link('k') }) } }));
    expect(screen.getByRole('img', { name: 'Figurinha' }).getAttribute('src')).toBe(link('k'));
  });

  it('says a file is still downloading, or could not be downloaded, instead of a broken link', () => {
    renderBubble(makeMessage(1, attendance, { type: 'image', content: { media: file({ state: 'pending', url: null }) } }));
    expect(screen.getByText('Baixando o arquivo do WhatsApp…')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a file that finishes downloading appears in the open conversation when the server pushes message.updated', async () => {
    const state = operatorState();
    const a = makeAttendance(1);
    state.attendances = [a];
    const pending = makeMessage(1, a, { type: 'image', content: { media: file({ fileName: 'chegou.jpg', state: 'pending', url: null }) } });
    state.messages.set(a._id, [pending]);
    panelServer(state);
    renderPanel(state, `/attendance?a=${a._id}`);
    expect(await screen.findByText('Baixando o arquivo do WhatsApp…')).toBeTruthy();
    await historyShown();
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    serverPush('message.updated', { message: { ...pending, content: { media: file({ fileName: 'chegou.jpg' }) } } });
    expect((await screen.findByRole('img', { name: 'chegou.jpg' })).getAttribute('src')).toBe(link('s'));
    expect(screen.queryByText('Baixando o arquivo do WhatsApp…')).toBeNull();
  });
});

describe('attaching a file in the composer', () => {
  afterEach(() => {
    FakeXhr.reset();
  });

  async function openConversation() {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const state = operatorState();
    const a = makeAttendance(1);
    state.attendances = [a];
    state.messages.set(a._id, [makeMessage(1, a)]);
    const sends: unknown[] = [];
    panelServer(
      state,
      on('POST', '/api/message/send', (body) => {
        sends.push(body);
        const b = body as { mediaId: string; caption?: string };
        return jsonResponse(201, {
          statusCode: 201,
          message: makeMessage(50, a, {
            direction: 'out',
            type: 'image',
            status: 'pending',
            operatorId: ids.operator,
            content: { media: file({ mediaId: b.mediaId, fileName: 'foto.png', mimeType: 'image/png' }), ...(b.caption ? { caption: b.caption } : {}) },
          }),
        });
      }),
    );
    renderPanel(state, `/attendance?a=${a._id}`);
    await screen.findByText('Texto 1');
    return { attendance: a, sends };
  }

  const pick = (f: File) => fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [f] } });

  it('previews the image, uploads it with progress, then sends it by id with the caption', async () => {
    const { attendance: a, sends } = await openConversation();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Anexar arquivo' }));
    pick(new File([new Uint8Array(1024)], 'foto.png', { type: 'image/png' }));

    const dialog = await screen.findByRole('dialog', { name: 'Enviar arquivo' });
    expect(within(dialog).getByRole('img', { name: 'foto.png' }).getAttribute('src')).toBe('blob:preview');
    expect(within(dialog).getByTestId('attachment-details').textContent).toBe('Imagem · 1 KB');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Legenda' }), { target: { value: 'Segue a foto' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const xhr = FakeXhr.last;
    expect(xhr).not.toBeNull();
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/upload?type=image');
    expect(xhr?.headers.Authorization).toBe('Bearer tok-1');
    expect((xhr?.body?.get('file') as File).name).toBe('foto.png');
    xhr?.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 1024 });
    expect((await within(dialog).findByRole('progressbar', { name: 'Enviando o arquivo' })).getAttribute('aria-valuenow')).toBe('50');

    const uploaded = { _id: uuid(600), kind: 'image', mimeType: 'image/png', fileName: 'foto.png', size: 1024, url: link('u') };
    xhr?.respond(201, { statusCode: 201, media: uploaded });
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]).toEqual({ attendanceId: a._id, type: 'image', mediaId: uuid(600), caption: 'Segue a foto' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar arquivo' })).toBeNull());
  });

  it('refuses a file over WhatsApp’s limit before uploading, and Remover closes it', async () => {
    await openConversation();
    pick(new File([new Uint8Array(600 * 1024)], 'grande.webp', { type: 'image/webp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar arquivo' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Arquivo grande demais: o WhatsApp aceita figurinha de até 500 KB.');
    expect((within(dialog).getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(FakeXhr.last).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar arquivo' })).toBeNull());
  });

  it("shows the server's refusal of the upload and sends nothing", async () => {
    const { sends } = await openConversation();
    pick(new File([new Uint8Array(10)], 'nota.pdf', { type: 'application/pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar arquivo' });
    expect(within(dialog).getByText('nota.pdf')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    FakeXhr.last?.respond(415, { statusCode: 415, error: 'unsupported_media_type', erroMensagem: 'O WhatsApp não aceita este formato.' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('O WhatsApp não aceita este formato.');
    expect(sends).toHaveLength(0);
  });
});

describe('a channel that needs attention', () => {
  it('shows the pt-BR banner from the session, and hides it when the server says the credentials were renewed', async () => {
    const state = operatorState();
    state.user = { ...state.user, channel: state.user.channel ? { ...state.user.channel, attentionReason: 'provider_auth' } : null };
    panelServer(state);
    renderPanel(state);
    expect((await screen.findByTestId('channel-attention')).textContent).toMatch(/^A conexão com o WhatsApp precisa de atenção: o token de acesso expirou/);
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    serverPush('channel.attention', { channelId: ids.channel, attentionReason: null });
    await waitFor(() => expect(screen.queryByTestId('channel-attention')).toBeNull());
    serverPush('channel.attention', { channelId: ids.channel, attentionReason: 'provider_auth' });
    expect(await screen.findByTestId('channel-attention')).toBeTruthy();
  });
});
