import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ids, jsonResponse, makeUser } from '@/test/fixtures';
import { fakeServer, on } from '@/test/render-app';
import { fakeSockets } from '@/test/fake-socket';
import { sessionStore } from '@/shared/session/session-store';
import { connectSocket, disconnectSocket } from '@/shared/socket/socket-client';
import { useSessionUpdates } from '../realtime/use-session-updates';

beforeEach(async () => {
  fakeSockets.length = 0;
  sessionStore.start('tok-1', makeUser('channel_manager', { permissions: ['Contacts', 'Manageoperators'] }));
  await connectSocket({ token: 'tok-1', withQr: false, onUnauthorized: () => {}, onGiveUp: () => {}, isPaused: () => false });
});
afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const push = (userId: string) => act(() => fakeSockets.find((s) => s.namespace === '/')?.serverEmits('session.updated', { userId }));

describe('session.updated', () => {
  it("re-reads /api/user/me so a supervisor's removed permission leaves the stored user (and the sidebar) at once", async () => {
    const server = fakeServer(
      on('GET', '/api/user/me', () =>
        jsonResponse(200, { statusCode: 200, user: makeUser('channel_manager', { permissions: ['Contacts'] }) }),
      ),
    );
    renderHook(() => useSessionUpdates());
    push(ids.user);
    await waitFor(() => expect(sessionStore.user()?.permissions).toEqual(['Contacts']));
    expect(server.calls.filter((c) => c.url === '/api/user/me')).toHaveLength(1);
  });

  it('after the socket reconnects, re-reads /api/user/me: an operator set offline while away (presence grace) sees the switch off', async () => {
    const online = makeUser('operator');
    sessionStore.start('tok-1', { ...online, operatorData: { ...online.operatorData!, status: true } });
    const server = fakeServer(on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: makeUser('operator') })));
    renderHook(() => useSessionUpdates());
    const socket = () => fakeSockets.find((s) => s.namespace === '/');
    act(() => socket()?.fire('connect'));
    expect(server.calls.filter((c) => c.url === '/api/user/me')).toHaveLength(0);
    act(() => socket()?.fire('disconnect', 'transport close'));
    act(() => socket()?.fire('connect'));
    await waitFor(() => expect(sessionStore.user()?.operatorData?.status).toBe(false));
    expect(server.calls.filter((c) => c.url === '/api/user/me')).toHaveLength(1);
  });

  it("ignores another user's update", async () => {
    const server = fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user: makeUser('channel_manager', { permissions: ['Reports'] }) })),
    );
    renderHook(() => useSessionUpdates());
    push('00000000-0000-4000-8000-0000000000ff');
    push(ids.user);
    await waitFor(() => expect(sessionStore.user()?.permissions).toEqual(['Reports']));
    // Only this user's own event asked the server.
    expect(server.calls.filter((c) => c.url === '/api/user/me')).toHaveLength(1);
  });
});
