// Session tokens: verified once per process and then answered from the cache, which must still refuse
// an expired token, another key's token and a token altered by one character.
import { afterEach, describe, expect, it, vi } from 'vitest';
import crypto from 'node:crypto';
import { TOKEN_TTL_MS } from '@atende/contract';
import { signToken, verifyToken } from '../tokens.js';

const key = () => new Uint8Array(crypto.randomBytes(32));
const claims = { sub: 'user-1', tv: 3, kind: 'session' as const };

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyToken', () => {
  it('answers the claims, the second time from the cache, until the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const k = key();
    const { token } = await signToken(k, claims);
    expect(await verifyToken(k, token)).toEqual(claims);
    expect(await verifyToken(k, token)).toEqual(claims);
    vi.setSystemTime(Date.now() + TOKEN_TTL_MS + 1000);
    expect(await verifyToken(k, token)).toBeNull();
    expect(await verifyToken(k, token)).toBeNull();
  });

  it('refuses a token another key signed, even once this key verified its own', async () => {
    const mine = key();
    const theirs = key();
    const { token: own } = await signToken(mine, claims);
    const { token: foreign } = await signToken(theirs, claims);
    expect(await verifyToken(mine, own)).toEqual(claims);
    expect(await verifyToken(mine, foreign)).toBeNull();
    // The same token under the other key: a cache entry is the key's own.
    expect(await verifyToken(theirs, own)).toBeNull();
  });

  it('refuses a verified token changed by one character of its signature', async () => {
    const k = key();
    const { token } = await signToken(k, claims);
    expect(await verifyToken(k, token)).toEqual(claims);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect(await verifyToken(k, `${token.slice(0, -2)}${last}${token.at(-1)}`)).toBeNull();
  });
});
