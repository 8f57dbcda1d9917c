// Spec section 4: after a connection error, reconnect with a growing delay while fewer than 5 attempts
// were made, then give up (the caller logs out). The delays double from 3 s up to 24 s, so the five
// attempts together wait 69 s: a server restart (a deploy) is over before anyone is signed out.
import { RECONNECT_MAX_ATTEMPTS } from '@atende/contract';

export const RECONNECT_BASE_DELAY_MS = 3_000;
export const RECONNECT_MAX_DELAY_MS = 24_000;

export type ReconnectDecision = { action: 'retry'; attempt: number; delayMs: number } | { action: 'logout' };

/** Delay before the given attempt (1-based): 3 s, 6 s, 12 s, 24 s, then capped at 24 s. */
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

/** The whole schedule, for display and tests: [3000, 6000, 12000, 24000, 24000]. */
export const reconnectSchedule = (): number[] =>
  Array.from({ length: RECONNECT_MAX_ATTEMPTS }, (_, i) => reconnectDelayMs(i + 1));
