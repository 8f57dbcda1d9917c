// Spec section 4 "Session" and section 9: the stored token lives 24 h from its timestamp and the
// user is logged out once less than 1 h remains, so a session never dies in the middle of work.
import { TOKEN_MIN_REMAINING_MS, TOKEN_TTL_MS } from '@atende/contract';

export type TokenState = 'valid' | 'missing' | 'expired' | 'expiring';

export function tokenState(timestamp: number | null | undefined, now: number): TokenState {
  if (timestamp === null || timestamp === undefined || !Number.isFinite(timestamp)) return 'missing';
  const remaining = TOKEN_TTL_MS - (now - timestamp);
  if (remaining <= 0) return 'expired';
  if (remaining < TOKEN_MIN_REMAINING_MS) return 'expiring';
  return 'valid';
}

export const tokenUsable = (timestamp: number | null | undefined, now: number): boolean =>
  tokenState(timestamp, now) === 'valid';
