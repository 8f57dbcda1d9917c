import { describe, expect, it } from 'vitest';
import { TOKEN_MIN_REMAINING_MS, TOKEN_TTL_MS } from '@atende/contract';
import { tokenState, tokenUsable } from '../token-expiry';

const now = Date.UTC(2025, 0, 10, 12, 0, 0);
const hour = 60 * 60 * 1000;

describe('tokenState', () => {
  it.each([
    ['no timestamp stored', null, 'missing'],
    ['an unreadable timestamp', Number.NaN, 'missing'],
    ['a token stored just now', now, 'valid'],
    ['a token stored 22 h 59 min ago (just over 1 h left)', now - 23 * hour + 60_000, 'valid'],
    ['a token with exactly 1 h left', now - (TOKEN_TTL_MS - TOKEN_MIN_REMAINING_MS), 'valid'],
    ['a token with 59 min left', now - (TOKEN_TTL_MS - TOKEN_MIN_REMAINING_MS) - 60_000, 'expiring'],
    ['a token exactly 24 h old', now - TOKEN_TTL_MS, 'expired'],
    ['a token two days old', now - 48 * hour, 'expired'],
  ] as const)('reads %s as %s', (_label, timestamp, expected) => {
    expect(tokenState(timestamp, now)).toBe(expected);
  });

  it('lets the user in only while more than 1 h of the 24 h remains', () => {
    expect(tokenUsable(now - 22 * hour, now)).toBe(true);
    expect(tokenUsable(now - 23.5 * hour, now)).toBe(false);
    expect(tokenUsable(undefined, now)).toBe(false);
  });
});
