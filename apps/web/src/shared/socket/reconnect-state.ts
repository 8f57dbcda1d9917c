// The reconnect countdown the shell shows: seconds left before the next attempt, ticking each second
// and cleared 10 s after it started (spec section 9) or as soon as the connection is back.
import { useSyncExternalStore } from 'react';
import { RECONNECT_COUNTDOWN_CLEAR_MS, RECONNECT_MAX_ATTEMPTS } from '@atende/contract';

export type ReconnectCountdown = { attempt: number; max: number; secondsLeft: number } | null;

let state: ReconnectCountdown = null;
let tick: ReturnType<typeof setInterval> | undefined;
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const set = (next: ReconnectCountdown) => {
  state = next;
  listeners.forEach((l) => l());
};

export function startCountdown(attempt: number, delayMs: number): void {
  stopCountdown();
  const endsAt = Date.now() + delayMs;
  const secondsLeft = () => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
  set({ attempt, max: RECONNECT_MAX_ATTEMPTS, secondsLeft: secondsLeft() });
  tick = setInterval(() => set({ attempt, max: RECONNECT_MAX_ATTEMPTS, secondsLeft: secondsLeft() }), 1000);
  clearTimer = setTimeout(stopCountdown, RECONNECT_COUNTDOWN_CLEAR_MS);
}

export function stopCountdown(): void {
  clearInterval(tick);
  clearTimeout(clearTimer);
  tick = undefined;
  clearTimer = undefined;
  if (state !== null) set(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => state;

export const useReconnectCountdown = (): ReconnectCountdown => useSyncExternalStore(subscribe, get, get);
