// Spec section 4: after a connection error, reconnect with a growing delay while fewer than 5 attempts
// were made, then give up (the caller logs out). Delays double from 1 s and stay under the 10 s the
// countdown is shown for.
import { RECONNECT_COUNTDOWN_CLEAR_MS, RECONNECT_MAX_ATTEMPTS } from '@atende/contract';

export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = RECONNECT_COUNTDOWN_CLEAR_MS - 1_000;

export type ReconnectDecision = { action: 'retry'; attempt: number; delayMs: number } | { action: 'logout' };

/** Delay before the given attempt (1-based): 1 s, 2 s, 4 s, 8 s, then capped at 9 s. */
export function reconnectDelayMs(attempt: number): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(RECONNECT_BASE_DELAY_MS * 2 ** exponent, RECONNECT_MAX_DELAY_MS);
}

/** What to do after a failure when `attemptsMade` reconnects were already tried. */
export function nextReconnect(attemptsMade: number): ReconnectDecision {
  if (attemptsMade >= RECONNECT_MAX_ATTEMPTS) return { action: 'logout' };
  const attempt = attemptsMade + 1;
  return { action: 'retry', attempt, delayMs: reconnectDelayMs(attempt) };
}

/** The whole schedule, for display and tests: [1000, 2000, 4000, 8000, 9000]. */
export const reconnectSchedule = (): number[] =>
  Array.from({ length: RECONNECT_MAX_ATTEMPTS }, (_, i) => reconnectDelayMs(i + 1));
