import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Message } from '@atende/contract';
import { fakeSockets } from '@/test/fake-socket';
import { ids, jsonResponse } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { historyShown, makeAttendance, makeMessage, operatorState, panelServer, renderPanel, serverPush } from './panel-harness';
import { cleanAppStateBetweenTests } from '@/test/clean-state';

cleanAppStateBetweenTests();

const bubbles = () => screen.queryAllByTestId('message');
const bubbleWith = (text: string) => bubbles().find((b) => b.textContent?.includes(text));

function conversation(count: number) {
  const state = operatorState();
  const attendance = makeAttendance(1);
  state.attendances = [attendance, makeAttendance(2)];
  state.messages.set(attendance._id, Array.from({ length: count }, (_, i) => makeMessage(i + 1, attendance)));
  return { state, attendance };
}

describe('chat pane', () => {
  it('opens the selected attendance from the list and keeps it in the address', async () => {
    const { state, attendance } = conversation(3);
    panelServer(state);
    const { router } = renderPanel(state);
    fireEvent.click(await screen.findByText('Cliente 1'));
    expect(await screen.findByText('Texto 3')).toBeTruthy();
    expect(router.state.location.search).toBe(`?a=${attendance._id}`);
    expect(screen.getByTestId('chat-contact').textContent).toBe('Cliente 1');
    expect(screen.getByText('Protocolo 000001')).toBeTruthy();
    expect(screen.getByTestId('chat-status').textContent).toBe('Em atendimento');
    expect(screen.getByTestId('contact-protocol').textContent).toBe('000001');
    expect(screen.getAllByTestId('day-separator')).toHaveLength(1);
  });

  it('loads older history with the cursor when asked', async () => {
    const { state, attendance } = conversation(120);
    const server = panelServer(state);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    expect(await screen.findByText('Texto 120')).toBeTruthy();
    const historyCalls = () => server.calls.filter((c) => c.url.startsWith(`/api/message/attendance/${attendance._id}`));
    // The mock viewport starts at the top of the first page, so Virtuoso may already ask for more.
    await waitFor(() => expect(historyCalls().length).toBeGreaterThanOrEqual(1));
    const before = new URL(historyCalls()[0]!.url, 'http://x').searchParams.get('before');
    expect(before).toBeNull();
    while (screen.queryByRole('button', { name: 'Carregar mensagens anteriores' })) {
      fireEvent.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
      await waitFor(() => expect(screen.queryByLabelText('Carregando mensagens anteriores…')).toBeNull());
    }
    expect(await screen.findByText('Início da conversa')).toBeTruthy();
    const cursors = historyCalls().map((c) => new URL(c.url, 'http://x').searchParams.get('before'));
    expect(cursors).toEqual([null, makeMessage(71, attendance).createdAt, makeMessage(21, attendance).createdAt]);
  });

  it('sends with Enter, shows the pending bubble at once and then the ticks pushed by the server', async () => {
    const { state, attendance } = conversation(2);
    let sent: Message | null = null;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = panelServer(state);
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/message/send') {
        await gate;
        const body = JSON.parse(String(init?.body)) as { text: string; replyToId?: string };
        sent = makeMessage(99, attendance, {
          direction: 'out',
          status: 'pending',
          content: { text: body.text },
          replyToId: body.replyToId ?? null,
          operatorId: ids.operator,
          createdAt: new Date(Date.UTC(2025, 0, 1, 13)).toISOString(),
        });
        server.calls.push({ method: 'POST', url: '/api/message/send', body });
        return jsonResponse(201, { statusCode: 201, message: sent });
      }
      return answer(input, init);
    });
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Texto 2');
    await historyShown();
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));

    fireEvent.click(within(bubbleWith('Texto 2')!.parentElement!).getByRole('button', { name: 'Responder' }));
    expect(within(screen.getByLabelText('Respondendo a')).getByText('Texto 2')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(box, { target: { value: 'Olá! Posso ajudar?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const pending = await waitFor(() => {
      const found = bubbleWith('Olá! Posso ajudar?');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(within(pending).getByRole('img', { name: 'Enviando' })).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByLabelText('Respondendo a')).toBeNull();

    release();
    await waitFor(() => expect(sent).not.toBeNull());
    expect(server.calls.find((c) => c.url === '/api/message/send')?.body).toEqual({
      attendanceId: attendance._id,
      type: 'text',
      text: 'Olá! Posso ajudar?',
      replyToId: makeMessage(2, attendance)._id,
    });
    await waitFor(() => expect(bubbleWith('Olá! Posso ajudar?')?.getAttribute('data-message-id')).toBe(sent!._id));
    expect(within(bubbleWith('Olá! Posso ajudar?')!).getByTestId('quoted').textContent).toContain('Texto 2');

    for (const [status, label] of [
      ['sent', 'Enviada'],
      ['delivered', 'Entregue'],
      ['read', 'Lida'],
    ] as const) {
      serverPush('message.status', { messageId: sent!._id, attendanceId: attendance._id, status, error: null });
      expect(await within(bubbleWith('Olá! Posso ajudar?')!).findByRole('img', { name: label })).toBeTruthy();
    }
    // A late "delivered" does not take the blue ticks back.
    serverPush('message.status', { messageId: sent!._id, attendanceId: attendance._id, status: 'delivered', error: null });
    expect(within(bubbleWith('Olá! Posso ajudar?')!).getByRole('img', { name: 'Lida' })).toBeTruthy();
  });

  it('shows why a message failed', async () => {
    const { state, attendance } = conversation(1);
    const out = makeMessage(2, attendance, { direction: 'out', status: 'sent', content: { text: 'Segue o boleto' } });
    state.messages.get(attendance._id)!.push(out);
    panelServer(state);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Segue o boleto');
    await historyShown();
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    serverPush('message.status', {
      messageId: out._id,
      attendanceId: attendance._id,
      status: 'failed',
      error: { code: 131047, message: 'Mais de 24 horas desde a última resposta do cliente' },
    });
    const bubble = bubbleWith('Segue o boleto')!;
    expect((await within(bubble).findByTestId('failed-reason')).textContent).toBe(
      'Falha no envio: Mais de 24 horas desde a última resposta do cliente',
    );
    expect(within(bubble).getByRole('img', { name: 'Falha no envio: Mais de 24 horas desde a última resposta do cliente' })).toBeTruthy();
  });

  it('takes the bubble back and shows the server message when the window closed meanwhile', async () => {
    const { state, attendance } = conversation(1);
    panelServer(
      state,
      on('POST', '/api/message/send', () =>
        jsonResponse(422, { statusCode: 422, error: 'window_closed', erroMensagem: 'A janela de 24 horas para mensagens livres está fechada.' }),
      ),
    );
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Texto 1');
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(box, { target: { value: 'Ainda está aí?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('A janela de 24 horas para mensagens livres está fechada.')).toBeTruthy();
    await waitFor(() => expect(bubbleWith('Ainda está aí?')).toBeUndefined());
    expect(await screen.findByTestId('window-closed-banner')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Ainda está aí?');
    expect(box).toHaveProperty('disabled', true);
  });

  it('disables free text with the banner when the 24-hour window is closed', async () => {
    const state = operatorState();
    const attendance = makeAttendance(1, { windowOpen: false, lastInboundAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    state.attendances = [attendance];
    state.messages.set(attendance._id, [makeMessage(1, attendance)]);
    panelServer(state);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    expect((await screen.findByTestId('window-closed-banner')).textContent).toContain('Janela de 24 horas fechada');
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Emojis' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Respostas rápidas (/)' })).toHaveProperty('disabled', true);
  });

  it('appends a customer message pushed while the conversation is open, without an unread badge', async () => {
    const { state, attendance } = conversation(2);
    panelServer(state);
    renderPanel(state, `/attendance?a=${attendance._id}`);
    await screen.findByText('Texto 2');
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    serverPush('message.created', { message: makeMessage(3, attendance, { content: { text: 'Chegou agora' }, createdAt: new Date().toISOString() }) });
    expect(await screen.findByText('Chegou agora')).toBeTruthy();
    const row = screen.getAllByTestId('attendance-row').find((r) => r.getAttribute('data-attendance-id') === attendance._id)!;
    expect(within(row).queryByTestId('unread-badge')).toBeNull();
    expect(within(row).getByTestId('attendance-preview').textContent).toBe('Chegou agora');
  });

  it('keeps only the visible bubbles of a 10,000-message history in the page', async () => {
    const { state, attendance } = conversation(0);
    const all = Array.from({ length: 10_000 }, (_, i) => makeMessage(i + 1, attendance, { createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString() }));
    // One answer with the whole history: the server pages by 50, but the list must cope with any size.
    panelServer(
      state,
      on('GET', new RegExp(`^/api/message/attendance/${attendance._id}\\?`), () =>
        jsonResponse(200, { statusCode: 200, messages: [...all].reverse(), nextBefore: null }),
      ),
    );
    renderPanel(state, `/attendance?a=${attendance._id}`);
    expect(await screen.findByText('Texto 10000', {}, { timeout: 10_000 })).toBeTruthy();
    await historyShown();
    expect(bubbles().length).toBeGreaterThan(0);
    expect(bubbles().length).toBeLessThan(100);
    expect(screen.queryByText('Texto 1')).toBeNull();

    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    serverPush('message.created', { message: makeMessage(10_001, attendance, { content: { text: 'Mais uma' }, createdAt: new Date(Date.UTC(2025, 0, 8)).toISOString() }) });
    expect(await screen.findByText('Mais uma')).toBeTruthy();
    expect(bubbles().length).toBeLessThan(100);
  });
});
