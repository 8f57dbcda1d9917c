import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { sessionKeys, sessionStore } from '@/shared/session/session-store';
import { fakeSockets } from '@/test/fake-socket';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { on } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { makeAttendance, makeMessage, operatorState, panelServer, serverPush, uuid } from '@/features/attendance/__tests__/panel-harness';
import { renderAt } from './embed-harness';
// The embed lazy-loads the chat pane; loading it here keeps its first transform out of the timeouts.
import '@/features/attendance/components/chat/chat-pane';

cleanAppStateBetweenTests();

const EMBED_TOKEN = 'embed-token-123';
const chatPath = (attendanceId: string, over: Record<string, string> = {}) =>
  `/chat?${new URLSearchParams({ token: EMBED_TOKEN, operatorId: ids.operator, channelId: ids.channel, attendanceId, ...over })}`;

function conversation() {
  const state = operatorState();
  const attendance = makeAttendance(1);
  state.attendances = [attendance];
  state.messages.set(attendance._id, [makeMessage(1, attendance), makeMessage(2, attendance)]);
  return { state, attendance };
}

describe('/chat, the embeddable chat', () => {
  it('says which parameters are missing instead of opening anything', async () => {
    renderAt(`/chat?token=${EMBED_TOKEN}&operatorId=${ids.operator}`);
    expect(await screen.findByText('Link do chat incompleto')).toBeTruthy();
  });

  it('opens the attendance with the chat pane, no sidebar, acting with the embed token on the API and the socket', async () => {
    const { state, attendance } = conversation();
    const server = panelServer(state, on('POST', `/api/message/read/${attendance._id}`, () => jsonResponse(200, { statusCode: 200 })));
    const authHeaders: string[] = [];
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      authHeaders.push(String((init?.headers as Record<string, string> | undefined)?.Authorization));
      return answer(input, init);
    });
    renderAt(chatPath(attendance._id));
    expect(await screen.findByText('Texto 2')).toBeTruthy();
    expect(screen.getByTestId('chat-contact').textContent).toBe('Cliente 1');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(new Set(authHeaders)).toEqual(new Set([`Bearer ${EMBED_TOKEN}`]));
    await waitFor(() => expect(server.calls.some((c) => c.url === `/api/message/read/${attendance._id}`)).toBe(true));
    // Stored for this tab only: the browser's sign-in keys are not written.
    expect(localStorage.getItem(sessionKeys.token)).toBeNull();
    expect(sessionStore.isTabOnly()).toBe(true);
    await waitFor(() => expect(fakeSockets.find((s) => s.namespace === '/')?.options.auth).toEqual({ token: EMBED_TOKEN }));
    // The embed does not offer share links: its token may not create them.
    expect(screen.queryByRole('button', { name: 'Copiar link da conversa' })).toBeNull();
  });

  it('shows a customer message pushed by the socket live', async () => {
    const { state, attendance } = conversation();
    panelServer(state, on('POST', `/api/message/read/${attendance._id}`, () => jsonResponse(200, { statusCode: 200 })));
    renderAt(chatPath(attendance._id));
    expect(await screen.findByText('Texto 2')).toBeTruthy();
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    serverPush('message.created', { message: makeMessage(3, attendance, { content: { text: 'Chegou agora' } }) });
    expect(await screen.findByText('Chegou agora')).toBeTruthy();
  });

  it('keeps the browser sign-in of the same tab untouched and refuses an invalid or expired token in pt-BR', async () => {
    const owner = makeUser('channel');
    sessionStore.start('main-session', owner);
    panelServer({ ...operatorState(), user: owner });
    // The main session is fine; the embed token is not accepted.
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
      if (String(input) === '/api/user/me' && authorization === `Bearer ${EMBED_TOKEN}`) {
        return jsonResponse(401, { statusCode: 401, error: 'unauthorized', erroMensagem: 'Sessão expirada ou inválida. Entre novamente.' });
      }
      return answer(input, init);
    });
    renderAt(chatPath(uuid(1001)));
    expect(await screen.findByText('Acesso ao chat inválido ou expirado')).toBeTruthy();
    expect(localStorage.getItem(sessionKeys.token)).toBe('main-session');
    expect(sessionStore.token()).toBe('main-session');
  });

  it('refuses a token of another channel and one of another operator', async () => {
    const state = operatorState();
    panelServer(state);
    const view = renderAt(chatPath(uuid(1001), { channelId: uuid(77) }));
    expect(await screen.findByText('Atendimento de outro canal')).toBeTruthy();
    view.unmount();
    renderAt(chatPath(uuid(1001), { operatorId: uuid(78) }));
    expect(await screen.findByText('Token de outro operador')).toBeTruthy();
  });

  it('says the attendance was not found when it is of another channel or not the operator’s', async () => {
    panelServer(operatorState());
    renderAt(chatPath(uuid(1999)));
    expect(await screen.findByText('Atendimento não encontrado')).toBeTruthy();
  });

  it('shows that access ended when the socket refuses the token (revoked or expired)', async () => {
    const { state, attendance } = conversation();
    panelServer(state, on('POST', `/api/message/read/${attendance._id}`, () => jsonResponse(200, { statusCode: 200 })));
    const { router } = renderAt(chatPath(attendance._id));
    expect(await screen.findByText('Texto 2')).toBeTruthy();
    await waitFor(() => expect(fakeSockets.some((s) => s.namespace === '/')).toBe(true));
    const socket = fakeSockets.find((s) => s.namespace === '/')!;
    act(() => socket.fire('connect_error', new Error('unauthorized')));
    expect(await screen.findByText('O acesso ao chat terminou')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/chat');
  });
});
