// Meta signs every webhook delivery with the app secret: X-Hub-Signature-256 is "sha256=" followed by
// the hex HMAC-SHA256 of the exact bytes it sent. Re-serialised JSON would not match, so callers must
// pass the raw body.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { singleHeader, type WebhookHeaders } from '../webhook-headers.js';

const SIGNATURE_HEADER = 'x-hub-signature-256';
const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

export function verifyCloudSignature(rawBody: Buffer, headers: WebhookHeaders, appSecret: string | undefined): boolean {
  // Without a secret nothing can be verified, and accepting unsigned deliveries would let anyone inject messages.
  if (!appSecret) return false;
  const match = SIGNATURE_PATTERN.exec(singleHeader(headers, SIGNATURE_HEADER)?.trim() ?? '');
  if (!match?.[1]) return false;
  const received = Buffer.from(match[1], 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return received.length === expected.length && timingSafeEqual(received, expected);
}
