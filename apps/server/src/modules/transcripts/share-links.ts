// Signed links to a read-only transcript: an HMAC (key derived from APP_SECRET for share links)
// over the channel, the attendance and the expiry. Nothing is stored; a link dies at its expiry,
// or for every link at once when APP_SECRET changes.
import crypto from 'node:crypto';

export type ShareLinkClaims = { channelId: string; attendanceId: string; /** Unix seconds. */ exp: number };

const payloadOf = (c: ShareLinkClaims) => `transcript\n${c.channelId}\n${c.attendanceId}\n${c.exp}`;

export function signShareLink(key: Buffer, claims: ShareLinkClaims): string {
  return crypto.createHmac('sha256', key).update(payloadOf(claims)).digest('base64url');
}

export function verifyShareLink(key: Buffer, claims: Partial<ShareLinkClaims> & { sig?: string | undefined }, now: Date): boolean {
  const { channelId, attendanceId, exp, sig } = claims;
  if (!channelId || !attendanceId || !exp || !sig) return false;
  if (exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signShareLink(key, { channelId, attendanceId, exp }));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function shareLinkPath(key: Buffer, claims: ShareLinkClaims): string {
  const query = new URLSearchParams({ exp: String(claims.exp), sig: signShareLink(key, claims) });
  return `/messages/${claims.channelId}/${claims.attendanceId}?${query}`;
}
