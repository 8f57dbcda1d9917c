import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

import { fakeSockets as created } from '@/test/fake-socket';
import { reconnectSchedule } from '../backoff';

const { connectSocket, disconnectSocket, onSocketEvent, onSocketReconnect, resetReconnectAttempts } = await import('../socket-client');
const { useReconnectCountdown } = await import('../reconnect-state');
/** The delays before the first attempts: 3 s, 6 s, 12 s, 24 s. */
const [FIRST = 0, SECOND = 0, THIRD = 0, FOURTH = 0] = reconnectSchedule();

const handlers = () => ({ onUnauthorized: vi.fn(), onGiveUp: vi.fn(), isPaused: vi.fn(() => false) });

beforeEach(() => {
  vi.useFakeTimers();
  created.length = 0;
});
afterEach(() => {
  disconnectSocket();
  vi.useRealTimers();
});

describe('socket client', () => {
  it('connects the main namespace with the token and without the library reconnection', async () => {
    await connectSocket({ token: 'tok', withQr: true, ...handlers() });
    expect(created.map((s) => s.namespace)).toEqual(['/', '/qr']);
    expect(created[0]?.options).toMatchObject({ auth: { token: 'tok' }, reconnection: false });
  });

  it('hands server events to subscribers', async () => {
    await connectSocket({ token: 'tok', withQr: false, ...handlers() });
    const seen = vi.fn();
    const stop = onSocketEvent('operator_status_update', seen);
    created[0]?.serverEmits('operator_status_update', { operatorId: 'op', status: true });
    stop();
    created[0]?.serverEmits('operator_status_update', { operatorId: 'op', status: false });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({ operatorId: 'op', status: true });
  });

  it('tells the reconnect subscribers on every connection after the first, so missed events are read again', async () => {
    await connectSocket({ token: 'tok', withQr: false, ...handlers() });
    const socket = created[0];
    if (!socket) throw new Error('no socket');
    const resync = vi.fn();
    const stop = onSocketReconnect(resync);
    socket.fire('connect');
    expect(resync).not.toHaveBeenCalled();
    socket.fire('disconnect', 'transport close');
    vi.advanceTimersByTime(FIRST);
    socket.fire('connect');
    expect(resync).toHaveBeenCalledTimes(1);
    socket.fire('disconnect', 'ping timeout');
    socket.fire('connect');
    expect(resync).toHaveBeenCalledTimes(2);
    stop();
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('counts a first connection that needed retries as a reconnection, and a new session starts afresh', async () => {
    await connectSocket({ token: 'tok', withQr: false, ...handlers() });
    const resync = vi.fn();
    const stop = onSocketReconnect(resync);
    created[0]?.fire('connect_error', new Error('down'));
    vi.advanceTimersByTime(FIRST);
    created[0]?.fire('connect');
    expect(resync).toHaveBeenCalledTimes(1);
    await connectSocket({ token: 'tok-2', withQr: false, ...handlers() });
    created[1]?.fire('connect');
    expect(resync).toHaveBeenCalledTimes(1);
    stop();
  });

  it('logs out when the server refuses the token', async () => {
    const h = handlers();
    await connectSocket({ token: 'tok', withQr: false, ...h });
    created[0]?.fire('connect_error', new Error('unauthorized'));
    expect(h.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(h.onGiveUp).not.toHaveBeenCalled();
  });

  it('retries with growing delays and gives up after 5 failed attempts', async () => {
    const h = handlers();
    await connectSocket({ token: 'tok', withQr: false, ...h });
    const socket = created[0];
    if (!socket) throw new Error('no socket');
    for (const delay of reconnectSchedule()) {
      socket.fire('connect_error', new Error('xhr poll error'));
      const before = socket.connectCalls;
      vi.advanceTimersByTime(delay - 1);
      expect(socket.connectCalls).toBe(before);
      vi.advanceTimersByTime(1);
      expect(socket.connectCalls).toBe(before + 1);
    }
    expect(h.onGiveUp).not.toHaveBeenCalled();
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(h.onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('counts one attempt per scheduled retry, however many errors arrive meanwhile', async () => {
    const h = handlers();
    await connectSocket({ token: 'tok', withQr: false, ...h });
    const socket = created[0];
    if (!socket) throw new Error('no socket');
    for (let i = 0; i < 10; i += 1) socket.fire('connect_error', new Error('down'));
    vi.advanceTimersByTime(FIRST);
    expect(socket.connectCalls).toBe(1);
    expect(h.onGiveUp).not.toHaveBeenCalled();
  });

  it('starts counting again after a successful connection', async () => {
    const h = handlers();
    await connectSocket({ token: 'tok', withQr: false, ...h });
    const socket = created[0];
    if (!socket) throw new Error('no socket');
    for (const delay of [FIRST, SECOND, THIRD, FOURTH]) {
      socket.fire('connect_error', new Error('down'));
      vi.advanceTimersByTime(delay);
    }
    socket.fire('connect');
    socket.fire('disconnect', 'transport close');
    // Back to the first delay, not the fifth.
    vi.advanceTimersByTime(FIRST);
    expect(socket.connectCalls).toBe(5);
    expect(h.onGiveUp).not.toHaveBeenCalled();
  });

  it('does not reconnect or log out while the login page is open, which resets the count', async () => {
    const h = handlers();
    await connectSocket({ token: 'tok', withQr: false, ...h });
    const socket = created[0];
    if (!socket) throw new Error('no socket');
    for (const delay of reconnectSchedule()) {
      socket.fire('connect_error', new Error('down'));
      vi.advanceTimersByTime(delay);
    }
    resetReconnectAttempts();
    socket.fire('connect_error', new Error('down'));
    expect(h.onGiveUp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FIRST);
    h.isPaused.mockReturnValue(true);
    socket.fire('connect_error', new Error('down'));
    vi.advanceTimersByTime(120_000);
    expect(h.onGiveUp).not.toHaveBeenCalled();
    expect(socket.connectCalls).toBe(6);
  });

  it('does not reconnect after the server closed the connection on purpose', async () => {
    await connectSocket({ token: 'tok', withQr: false, ...handlers() });
    created[0]?.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(120_000);
    expect(created[0]?.connectCalls).toBe(0);
  });

  it('shows a countdown that ticks each second and clears after 10 s', async () => {
    await connectSocket({ token: 'tok', withQr: false, ...handlers() });
    const { result } = renderHook(() => useReconnectCountdown());
    act(() => {
      for (let i = 0; i < 3; i += 1) {
        created[0]?.fire('connect_error', new Error('down'));
        vi.advanceTimersByTime([FIRST, SECOND][i] ?? 0);
      }
    });
    // Third failure: retry in 12 s; the countdown still clears after 10 s (spec section 4).
    expect(result.current).toEqual({ attempt: 3, max: 5, secondsLeft: THIRD / 1000 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current?.secondsLeft).toBe(THIRD / 1000 - 1);
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current).toBeNull();
  });
});
