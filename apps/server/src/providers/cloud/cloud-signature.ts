// Meta signs every webhook delivery with the app secret: X-Hub-Signature-256 is "sha256=" followed by
// the hex HMAC-SHA256 of the exact bytes it sent. Re-serialised JSON would not match, so callers must
// pass the raw body.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_HEADER = 'x-hub-signature-256';
const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

type Headers = Record<string, string | string[] | undefined>;

function headerValue(headers: Headers, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    // Two signature headers is not something Meta sends; treat it as garbled rather than pick one.
    if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
    return value;
  }
  return undefined;
}

export function verifyCloudSignature(rawBody: Buffer, headers: Headers, appSecret: string | undefined): boolean {
  // Without a secret nothing can be verified, and accepting unsigned deliveries would let anyone inject messages.
  if (!appSecret) return false;
  const match = SIGNATURE_PATTERN.exec(headerValue(headers, SIGNATURE_HEADER)?.trim() ?? '');
  if (!match?.[1]) return false;
  const received = Buffer.from(match[1], 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return received.length === expected.length && timingSafeEqual(received, expected);
}
