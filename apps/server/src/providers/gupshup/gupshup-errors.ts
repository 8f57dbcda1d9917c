// Classifies Gupshup's failures into ProviderError kinds. Gupshup answers errors as
// {status: 'error', message} with an HTTP status, and has no error codes worth mapping one by one:
// the status says enough for the send job to retry, flag the channel or fail the message. Gupshup's
// own text is kept after a pt-BR lead, so the operator sees what Gupshup said.
import { ProviderError, type ProviderErrorKind } from '../provider.port.js';
import { isObject, stringOf } from '../cloud/cloud-json.js';
import { OutboundRefusedError } from '../../platform/http/outbound-policy.js';

function kindOf(httpStatus: number): ProviderErrorKind {
  if (httpStatus === 429) return 'throughput';
  if (httpStatus === 401 || httpStatus === 403) return 'auth';
  if (httpStatus >= 500) return 'unavailable';
  if (httpStatus >= 400) return 'invalid';
  return 'unknown';
}

const LEAD: Record<ProviderErrorKind, string> = {
  throughput: 'A Gupshup limitou o envio por excesso de mensagens',
  pair_rate: 'A Gupshup limitou o envio para este cliente',
  window_closed: 'A janela de 24 horas está fechada',
  auth: 'A Gupshup recusou a chave da API do canal',
  invalid: 'A Gupshup recusou a mensagem',
  unavailable: 'A Gupshup está indisponível no momento',
  unknown: 'A Gupshup respondeu algo inesperado',
};

/** Gupshup's text when the body carries one ({message} or, in some answers, a bare string). */
function gupshupText(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim().slice(0, 300) || undefined;
  if (!isObject(body)) return undefined;
  return stringOf(body.message) ?? stringOf(body.error);
}

/** A failed answer (status + parsed body, which may not be JSON at all) as a ProviderError. */
export function gupshupErrorToProviderError(httpStatus: number, body: unknown): ProviderError {
  const kind = kindOf(httpStatus);
  const said = gupshupText(body);
  const message = `${LEAD[kind]} (HTTP ${httpStatus})${said ? `: ${said}` : '.'}`;
  return new ProviderError(kind, null, message, said, httpStatus);
}

/** A request that never got an answer (DNS, refused connection, reset, our own timeout). */
export function gupshupNetworkError(error: unknown, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  // Our outbound policy refused the address (not the provider's host, an internal network): for good.
  if (error instanceof OutboundRefusedError) return new ProviderError('invalid', null, error.message);
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ProviderError('unavailable', null, `A Gupshup não respondeu em ${timeoutMs / 1000} s.`);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  const reason = cause ?? (error instanceof Error ? error.message : String(error));
  return new ProviderError('unavailable', null, `Falha de rede ao chamar a Gupshup: ${reason}`);
}
