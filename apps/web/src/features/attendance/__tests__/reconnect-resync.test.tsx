// What happened while the socket was down reaches the operator once it is back: the lists, the queue
// tab, the unread counts and the open conversation are read again, without dropping the older history
// already loaded or a message still being sent. And a sent message is never shown twice.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Message } from '@atende/contract';
import { queryClient } from '@/shared/query/query-client';
import { fakeSockets } from '@/test/fake-socket';
import { ids, jsonResponse } from '@/test/fixtures';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { attendanceKeys } from '../api/query-keys';
import type { MessageData } from '../model/message-cache';
import { historyShown, makeAttendance, makeMessage, operatorState, panelServer, renderPanel, serverPush } from './panel-harness';

cleanAppStateBetweenTests();

const mainSocket = () => {
  const socket = fakeSockets.find((s) => s.namespace === '/');
  if (!socket) throw new Error('no socket connected yet');
  return socket;
};
const connectionEvent = (event: string, ...args: unknown[]) => act(() => mainSocket().fire(event, ...args));
const rowNames = () => screen.queryAllByTestId('attendance-contact').map((r) => r.textContent);
const rowOf = (name: string) => screen.getAllByTestId('attendance-row').find((row) => within(row).queryByText(name))!;
const bubbles = () => screen.queryAllByTestId('message');
const bubblesWith = (text: string) => bubbles().filter((b) => b.textContent?.includes(text));
const cachedHistory = (id: string) => queryClient.getQueryData<MessageData>(attendanceKeys.messages(id));

/** POST /api/message/send answered only when the test says so, with the server's copy of the message. */
function gatedSend(attendance: ReturnType<typeof makeAttendance>) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = (text: string): Message =>
    makeMessage(900, attendance, {
      direction: 'out',
      status: 'pending',
      content: { text },
      operatorId: ids.operator,
      providerMessageId: null,
      createdAt: new Date().toISOString(),
    });
  const fetchMock = vi.mocked(fetch);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) !== '/api/message/send') return answer(input, init);
    await gate;
    const body = JSON.parse(String(init?.body)) as { text: string };
    return jsonResponse(201, { statusCode: 201, message: sent(body.text) });
  });
  return { release, sent };
}

async function typeAndSend(text: string) {
  const box = screen.getByRole('textbox', { name: 'Mensagem' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(bubblesWith(text)).toHaveLength(1));
}

describe('after the socket reconnects', () => {
  it('reads again the lists, the queue, the unread counts and the open conversation, keeping older pages and pending bubbles', async () => {
    const state = operatorState();
    const open = makeAttendance(1);
    const other = makeAttendance(2);
    state.attendances = [open, other];
    state.messages.set(open._id, Array.from({ length: 60 }, (_, i) => makeMessage(i + 1, open)));
    const server = panelServer(state);
    const send = gatedSend(open);
    renderPanel(state, `/attendance?a=${open._id}`);
    await screen.findByText('Texto 60', {}, { timeout: 5000 });
    await historyShown();
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    connectionEvent('connect');
    // The older page loaded by scrolling up.
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar mensagens anteriores' }));
    await waitFor(() => expect(cachedHistory(open._id)?.pages).toHaveLength(2));
    // The queue tab was looked at once, so it is cached.
    fireEvent.click(screen.getByRole('tab', { name: 'Na fila' }));
    expect(await screen.findByText('Ninguém na fila')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Em atendimento' }));
    await screen.findByText('Cliente 2');
    await typeAndSend('Um momento, por favor');
    const callsBefore = server.calls.length;

    // Down for a while: the server moves on and nothing is pushed.
    connectionEvent('disconnect', 'transport close');
    const missed = makeMessage(61, open, { content: { text: 'Alguém aí?' }, createdAt: new Date(Date.UTC(2025, 0, 1, 13)).toISOString() });
    state.messages.get(open._id)!.push(missed);
    const newcomer = makeAttendance(3, {
      lastMessage: { type: 'text', text: 'Bom dia', direction: 'in', createdAt: new Date().toISOString() },
    });
    const queued = makeAttendance(4, { status: 'waiting', operatorId: null });
    state.attendances = [open, { ...other, unread: 4 }, newcomer, queued];

    connectionEvent('connect');
    await waitFor(() => expect(rowNames()).toContain('Cliente 3'));
    await waitFor(() => expect(within(rowOf('Cliente 2')).getByLabelText('4 mensagens não lidas')).toBeTruthy());
    expect(await screen.findByText('Alguém aí?')).toBeTruthy();
    // Merged into what was loaded: the older page is still there, and so is the bubble being sent.
    const history = cachedHistory(open._id)!;
    expect(history.pages).toHaveLength(2);
    expect(history.pages.flatMap((p) => p.messages).map((m) => m.content.text)).toContain('Texto 1');
    expect(bubblesWith('Um momento, por favor')).toHaveLength(1);
    // Only the newest history page was asked again, not the older one.
    const historyCalls = server.calls.slice(callsBefore).filter((c) => c.url.startsWith(`/api/message/attendance/${open._id}`));
    expect(historyCalls.map((c) => new URL(c.url, 'http://x').searchParams.get('before'))).toEqual([null]);
    expect(server.calls.slice(callsBefore).some((c) => c.url === `/api/message/unread/${ids.operator}`)).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Na fila' }));
    await waitFor(() => expect(rowNames()).toEqual(['Cliente 4']));

    send.release();
    await waitFor(() => expect(bubblesWith('Um momento, por favor')[0]?.getAttribute('data-message-id')).toBe(send.sent('x')._id));
    expect(bubblesWith('Um momento, por favor')).toHaveLength(1);
  });

  it('does not read anything again on the first connection', async () => {
    const state = operatorState();
    state.attendances = [makeAttendance(1)];
    const server = panelServer(state);
    renderPanel(state);
    await screen.findByText('Cliente 1', {}, { timeout: 5000 });
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    const callsBefore = server.calls.length;
    connectionEvent('connect');
    await act(async () => {
      await Promise.resolve();
    });
    expect(server.calls.slice(callsBefore)).toEqual([]);
  });
});

describe('a sent message in the chat pane', () => {
  it('is shown once when the socket brings it before the HTTP answer', async () => {
    const state = operatorState();
    const open = makeAttendance(1);
    state.attendances = [open];
    state.messages.set(open._id, [makeMessage(1, open)]);
    panelServer(state);
    const send = gatedSend(open);
    renderPanel(state, `/attendance?a=${open._id}`);
    await screen.findByText('Texto 1', {}, { timeout: 5000 });
    await historyShown();
    await waitFor(() => expect(fakeSockets.length).toBeGreaterThan(0));
    await typeAndSend('Já verifico');

    const server = send.sent('Já verifico');
    serverPush('message.created', { message: server });
    await waitFor(() => expect(bubblesWith('Já verifico')[0]?.getAttribute('data-message-id')).toBe(server._id));
    expect(bubblesWith('Já verifico')).toHaveLength(1);

    send.release();
    serverPush('message.status', { messageId: server._id, attendanceId: open._id, status: 'sent', error: null });
    expect(await within(bubblesWith('Já verifico')[0]!).findByRole('img', { name: 'Enviada' })).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
    });
    expect(bubblesWith('Já verifico')).toHaveLength(1);
  });
});
