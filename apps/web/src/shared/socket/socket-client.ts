// The real-time connection: the main namespace and, for users who connect channels, "/qr", both on
// the same origin with the session token. socket.io-client is imported on first connect so the login
// page does not ship it. Reconnection is ours (spec section 4): growing delays, at most 5 attempts,
// then the caller's onGiveUp (logout).
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@atende/contract';
import { nextReconnect } from './backoff';
import { startCountdown, stopCountdown } from './reconnect-state';

export type AtendeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type SocketEventName = keyof ServerToClientEvents;
type AnyHandler = (...args: unknown[]) => void;

export type ConnectOptions = {
  token: string;
  withQr: boolean;
  /** connect_error "unauthorized": the token is no longer accepted. */
  onUnauthorized: () => void;
  /** Reconnect attempts exhausted. */
  onGiveUp: () => void;
  /** No reconnecting while the login page is open. */
  isPaused: () => boolean;
};

const handlers = new Map<SocketEventName, Set<AnyHandler>>();
const reconnectHandlers = new Set<() => void>();
let main: AtendeSocket | null = null;
let qr: AtendeSocket | null = null;
let options: ConnectOptions | null = null;
let attempts = 0;
/** Whether the main socket has been connected once: later connections are reconnections. */
let connectedBefore = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function cancelRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
}

function dispatch(event: string, args: unknown[]): void {
  handlers.get(event as SocketEventName)?.forEach((handler) => handler(...args));
}

export function onSocketEvent<E extends SocketEventName>(event: E, handler: ServerToClientEvents[E]): () => void {
  const set = handlers.get(event) ?? new Set<AnyHandler>();
  handlers.set(event, set);
  const fn = handler as AnyHandler;
  set.add(fn);
  return () => {
    set.delete(fn);
  };
}

/** Subscribes a component to an event for its lifetime; the latest handler is always called. */
export function useSocketEvent<E extends SocketEventName>(event: E, handler: ServerToClientEvents[E]): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const relay = (...args: unknown[]) => (latest.current as AnyHandler)(...args);
    return onSocketEvent(event, relay as ServerToClientEvents[E]);
  }, [event]);
}

/**
 * Called on every connection of the main socket but the first (a first connection that needed
 * retries counts too): events pushed meanwhile were lost, so what they patch must be read again.
 */
export function onSocketReconnect(handler: () => void): () => void {
  reconnectHandlers.add(handler);
  return () => {
    reconnectHandlers.delete(handler);
  };
}

/** onSocketReconnect for a component's lifetime; the latest handler is always called. */
export function useSocketReconnect(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onSocketReconnect(() => latest.current()), []);
}

function onFailure(): void {
  // One failure per attempt: a second error while a retry is already scheduled changes nothing.
  if (!options || options.isPaused() || retryTimer !== undefined) return;
  const decision = nextReconnect(attempts);
  if (decision.action === 'logout') {
    stopCountdown();
    options.onGiveUp();
    return;
  }
  attempts = decision.attempt;
  startCountdown(decision.attempt, decision.delayMs);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    main?.connect();
    qr?.connect();
  }, decision.delayMs);
}

function wire(socket: AtendeSocket, isMain: boolean): void {
  socket.onAny((event: string, ...args: unknown[]) => dispatch(event, args));
  if (!isMain) return;
  socket.on('connect', () => {
    const again = connectedBefore || attempts > 0;
    connectedBefore = true;
    attempts = 0;
    cancelRetry();
    stopCountdown();
    if (again) reconnectHandlers.forEach((handler) => handler());
  });
  socket.on('connect_error', (error) => {
    if (error.message === 'unauthorized') options?.onUnauthorized();
    else onFailure();
  });
  socket.on('disconnect', (reason) => {
    // The server or this client closed it on purpose: nothing to recover.
    if (reason === 'io server disconnect' || reason === 'io client disconnect') return;
    onFailure();
  });
}

export async function connectSocket(next: ConnectOptions): Promise<void> {
  if (main && options?.token === next.token && !!qr === next.withQr) {
    options = next;
    return;
  }
  disconnectSocket();
  options = next;
  const { io } = await import('socket.io-client');
  if (options !== next) return; // logged out or reconnected while loading
  main = io({ auth: { token: next.token }, reconnection: false });
  wire(main, true);
  if (next.withQr) {
    qr = io('/qr', { auth: { token: next.token }, reconnection: false });
    wire(qr, false);
  }
}

export function disconnectSocket(): void {
  options = null;
  attempts = 0;
  connectedBefore = false;
  cancelRetry();
  stopCountdown();
  main?.disconnect();
  qr?.disconnect();
  main = null;
  qr = null;
}

/** The login page starts a fresh count (spec section 2). */
export function resetReconnectAttempts(): void {
  attempts = 0;
  cancelRetry();
  stopCountdown();
}

export const getSocket = (namespace: '/' | '/qr' = '/'): AtendeSocket | null => (namespace === '/' ? main : qr);
