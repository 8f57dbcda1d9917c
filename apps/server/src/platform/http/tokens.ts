// Signed tokens tied to the user's token version so they can be revoked: sessions (24 h) and the
// operator embed tokens of /chat (shorter, and accepted only by routes marked allowEmbedToken).
import crypto from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { LRUCache } from 'lru-cache';
import { EMBED_TOKEN_TTL_MS, TOKEN_TTL_MS } from '@atende/contract';

export type TokenKind = 'session' | 'operator-embed';
export type TokenClaims = { sub: string; tv: number; kind: TokenKind };

const ttlOf: Record<TokenKind, number> = { session: TOKEN_TTL_MS, 'operator-embed': EMBED_TOKEN_TTL_MS };

export async function signToken(key: Uint8Array, claims: TokenClaims, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now + ttlOf[claims.kind]);
  const token = await new SignJWT({ tv: claims.tv, kind: claims.kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    // Each sign-in is its own session, even two in the same second.
    .setJti(crypto.randomUUID())
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt };
}

type Verified = { claims: TokenClaims; expiresAtMs: number };

/**
 * Tokens this process has verified, with their claims, per signing key, until they expire. Checking
 * the HMAC again on every request (WebCrypto, through jose) cost ~0.4 ms of CPU per request; revocation
 * does not depend on it, since the claims' token version is compared with the user's on every request.
 */
const verifiedByKey = new WeakMap<Uint8Array, LRUCache<string, Verified>>();
const VERIFIED_MAX = 10_000;

function verifiedCache(key: Uint8Array): LRUCache<string, Verified> {
  let cache = verifiedByKey.get(key);
  if (!cache) {
    cache = new LRUCache<string, Verified>({ max: VERIFIED_MAX });
    verifiedByKey.set(key, cache);
  }
  return cache;
}

export async function verifyToken(key: Uint8Array, token: string): Promise<TokenClaims | null> {
  const cache = verifiedCache(key);
  const hit = cache.get(token);
  if (hit) {
    if (hit.expiresAtMs > Date.now()) return hit.claims;
    cache.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.exp !== 'number') return null;
    const kind = payload.kind === 'operator-embed' ? 'operator-embed' : 'session';
    const claims: TokenClaims = { sub: payload.sub, tv: payload.tv, kind };
    cache.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !value) return null;
  return value.trim();
}
