// Meta's webhook subscription check: GET /webhooks?hub.mode=subscribe&hub.verify_token=...&hub.challenge=...
// must echo the challenge when the token is one we issued. Several channels may share one callback URL,
// so any channel's verify token is accepted.
import { timingSafeEqual } from 'node:crypto';

type Query = Record<string, unknown>;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Returns the challenge to answer with 200, or null when the request must be refused (403). */
export function verifyHandshake(query: Query, verifyTokens: readonly string[]): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || token === '' || typeof challenge !== 'string') return null;
  return verifyTokens.some((expected) => expected !== '' && sameText(expected, token)) ? challenge : null;
}
