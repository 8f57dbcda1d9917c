// Scripted answers for the fake Graph server, shaped like Graph's real error answers
// ({error: {message, type, code, error_subcode, error_data: {messaging_product, details}, fbtrace_id}}).
import { randomBytes } from 'node:crypto';

/** What the fake answers instead of (or, with only delayMs, before) its normal handling. */
export type FakeResponse = {
  status?: number;
  body?: unknown;
  /** Waits this long before answering; lets tests hit the client's timeout. */
  delayMs?: number;
  /** Extra response headers (e.g. a redirect's location). */
  headers?: Record<string, string>;
};

export type GraphErrorFields = {
  code: number;
  message: string;
  type?: string;
  subcode?: number;
  details?: string;
};

export function fbtraceId(): string {
  return randomBytes(8).toString('base64url');
}

export function graphErrorBody({ code, message, type = 'OAuthException', subcode, details }: GraphErrorFields): unknown {
  return {
    error: {
      message,
      type,
      code,
      ...(subcode !== undefined ? { error_subcode: subcode } : {}),
      ...(details !== undefined ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: fbtraceId(),
    },
  };
}

export function graphError(status: number, fields: GraphErrorFields, delayMs?: number): FakeResponse {
  return { status, body: graphErrorBody(fields), ...(delayMs !== undefined ? { delayMs } : {}) };
}

/** The failures Meta documents that our retry and error paths care about. */
export const graphFailures = {
  throughput: (): FakeResponse =>
    graphError(429, { code: 130429, message: '(#130429) Rate limit hit', details: 'Cloud API message throughput has been reached.' }),
  pairRate: (): FakeResponse =>
    graphError(400, {
      code: 131056,
      message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
      details: 'Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.',
    }),
  windowClosed: (): FakeResponse =>
    graphError(400, {
      code: 131047,
      message: 'Re-engagement message',
      details: 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    }),
  tokenExpired: (): FakeResponse =>
    graphError(401, { code: 190, subcode: 463, message: 'Error validating access token: Session has expired.' }),
  serverError: (status = 500): FakeResponse =>
    graphError(status, { code: 1, message: 'An unknown error occurred', type: 'OAuthException' }),
  serviceUnavailable: (): FakeResponse =>
    graphError(503, { code: 131016, message: 'Service unavailable', details: 'A service is temporarily unavailable.' }),
  /** Answers normally, but only after `ms`. */
  slow: (ms: number): FakeResponse => ({ delayMs: ms }),
};
