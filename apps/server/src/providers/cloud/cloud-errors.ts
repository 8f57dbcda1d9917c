// Classifies Graph API failures into ProviderError kinds so the send job knows whether to retry, tell
// the operator the window is closed, or flag the channel. Codes are from Meta's Cloud API error-code
// reference; Meta's own message text is kept so the operator sees what Meta said.
import { ProviderError, type ProviderErrorKind } from '../provider.port.js';
import { isObject, numberOf, objectOf, stringOf } from './cloud-json.js';
import { OutboundRefusedError } from '../../platform/http/outbound-policy.js';

const KIND_BY_CODE: ReadonlyMap<number, ProviderErrorKind> = new Map<number, ProviderErrorKind>([
  // Throughput: the number (130429), the app (4) or the WABA (80007) sent too much too fast.
  [130429, 'throughput'],
  [4, 'throughput'],
  [80007, 'throughput'],
  // Too many Catalog Batch API calls to one catalog (items_batch reference).
  [80014, 'throughput'],
  [131056, 'pair_rate'],
  // Re-engagement: more than 24 hours since the customer last wrote; only a template may go out.
  [131047, 'window_closed'],
  // Expired or revoked token, and permission problems: the channel's credentials need attention.
  [190, 'auth'],
  [0, 'auth'],
  [10, 'auth'],
  [131005, 'auth'],
  [100, 'invalid'],
  [131008, 'invalid'],
  [131009, 'invalid'],
  [131026, 'invalid'],
  [131051, 'invalid'],
  [132000, 'invalid'],
  [132001, 'invalid'],
  // Meta-side trouble that usually clears on its own.
  [2, 'unavailable'],
  [131000, 'unavailable'],
  [131016, 'unavailable'],
]);

function kindFromStatus(httpStatus: number, type: string | undefined): ProviderErrorKind {
  if (httpStatus === 429) return 'throughput';
  if (httpStatus === 401 && type === 'OAuthException') return 'auth';
  if (httpStatus >= 500) return 'unavailable';
  if (httpStatus >= 400) return 'invalid';
  return 'unknown';
}

/** Maps a failed Graph answer (status + parsed body, which may not be JSON at all) to a ProviderError. */
export function graphErrorToProviderError(httpStatus: number, body: unknown): ProviderError {
  const error = isObject(body) ? objectOf(body.error) : undefined;
  if (!error) {
    return new ProviderError(
      kindFromStatus(httpStatus, undefined),
      null,
      `A API do WhatsApp respondeu HTTP ${httpStatus} sem detalhes do erro.`,
      undefined,
      httpStatus,
    );
  }
  const code = numberOf(error.code) ?? null;
  const type = stringOf(error.type);
  const kind = (code !== null ? KIND_BY_CODE.get(code) : undefined) ?? kindFromStatus(httpStatus, type);
  const details = stringOf(objectOf(error.error_data)?.details);
  const message = stringOf(error.message) ?? `Erro ${code ?? httpStatus} da API do WhatsApp.`;
  return new ProviderError(kind, code, message, details, httpStatus);
}

/** Fetch failures never reached Meta (DNS, refused connection, reset, our own timeout). */
export function networkErrorToProviderError(error: unknown, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  // Our outbound policy refused the address (not the provider's host, an internal network): for good.
  if (error instanceof OutboundRefusedError) return new ProviderError('invalid', null, error.message);
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ProviderError('unavailable', null, `A API do WhatsApp não respondeu em ${timeoutMs / 1000} s.`);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  const reason = cause ?? (error instanceof Error ? error.message : String(error));
  return new ProviderError('unavailable', null, `Falha de rede ao chamar a API do WhatsApp: ${reason}`);
}
