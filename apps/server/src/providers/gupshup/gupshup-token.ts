// Gupshup signs nothing it sends, so its callbacks are authenticated by a secret of ours: the channel's
// `webhookToken` credential, which the owner puts in the callback URL configured at Gupshup
// (`?token=`), or which a proxy may send as the x-atende-token header. Compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import { singleHeader, type WebhookHeaders } from '../webhook-headers.js';

export const GUPSHUP_TOKEN_HEADER = 'x-atende-token';

/** Digests first: equal lengths for timingSafeEqual whatever was sent, so the length leaks nothing either. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function verifyGupshupToken(headers: WebhookHeaders, webhookToken: string | undefined): boolean {
  // Without a token configured nothing can be checked, and accepting anything would let anyone inject messages.
  const expected = webhookToken?.trim();
  if (!expected) return false;
  const given = singleHeader(headers, GUPSHUP_TOKEN_HEADER)?.trim();
  if (!given) return false;
  return sameSecret(given, expected);
}
