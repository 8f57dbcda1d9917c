// One error type for the whole server and one handler that turns every failure into
// {statusCode, error, erroMensagem} (spec section 8). 5xx never leaks internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorBodyOf, errorCode, errorStatus, errorText, type ErrorBody, type ErrorKey, type ErrorParams, type PlaceholdersOf, errorCatalogue } from '@atende/contract';
import { multipartErrorBody } from './multipart-errors.js';
import { isDatabaseUnavailable, unavailableReason } from '../db/connection-errors.js';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly erroMensagem: string,
    readonly data?: unknown,
    /** Headers the answer carries with the body (Retry-After on a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(erroMensagem);
  }
}

type HasPlaceholders<K extends ErrorKey> = [PlaceholdersOf<(typeof errorCatalogue)[K]['message']>] extends [never] ? false : true;
/** What a failure may carry: its message's {placeholders} (required when it has some), data, headers. */
export type FailOptions<K extends ErrorKey> = (HasPlaceholders<K> extends true ? { params: ErrorParams<K> } : { params?: undefined }) & {
  /** Extra facts the body carries in `data` (e.g. the open attendances of a refused logoff). */
  data?: unknown;
  headers?: Readonly<Record<string, string>>;
};
/** Keys whose message has no placeholders: `fail(key)` needs nothing more (e.g. a route's fixed refusal). */
export type PlainErrorKey = { [K in ErrorKey]: HasPlaceholders<K> extends true ? never : K }[ErrorKey];
type FailArgs<K extends ErrorKey> = HasPlaceholders<K> extends true ? [options: FailOptions<K>] : [options?: FailOptions<K>];

/**
 * The one way to fail a request: a key of the contract's error catalogue (packages/contract/src/errors/)
 * gives the status, the wire code and the pt-BR message. `throw fail('attendance_closed')`.
 */
export function fail<K extends ErrorKey>(key: K, ...[options]: FailArgs<K>): AppError {
  const params = options?.params as ErrorParams<K> | undefined;
  return new AppError(errorStatus(key), errorCode(key), errorText(key, params), options?.data, options?.headers);
}

/** Retry-After in whole seconds (at least 1), so clients and proxies know when to come back (429). */
export const retryAfter = (seconds: number): Record<string, string> => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/** Fastify's own 4xx (a 404 route, a 415 body, a 413 limit...) by status; any other 4xx reads as a bad request. */
const keyByStatus: Partial<Record<number, ErrorKey>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'route_not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

function translateIssue(message: string): string {
  if (/expected .*received undefined/i.test(message) || /required/i.test(message)) return 'Campo obrigatório';
  if (/^Invalid input: expected (\w+)/i.test(message)) return 'Valor em formato inválido';
  return message;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    let body: ErrorBody;
    const multipart = multipartErrorBody(err, typeof request.isMultipart === 'function' && request.isMultipart());
    if (err instanceof AppError) {
      body = { statusCode: err.statusCode, error: err.code, erroMensagem: err.erroMensagem };
      if (err.data !== undefined) body.data = err.data;
      if (err.headers) void reply.headers(err.headers);
    } else if (multipart) {
      body = multipart;
    } else if (isDatabaseUnavailable(err)) {
      // An outage, not a bug: 503 tells Meta and Gupshup to retry the webhook and a load balancer to
      // look elsewhere; nothing was stored, so the retry loses nothing.
      request.log.warn({ reason: unavailableReason(err) }, 'database unavailable');
      void reply.header('retry-after', '5');
      body = errorBodyOf('database_unavailable');
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: translateIssue(v.message ?? 'Valor inválido'),
      }));
      const first = details[0];
      body = {
        ...errorBodyOf('validation_error'),
        ...(first ? { erroMensagem: `Dados inválidos: ${first.field ? `${first.field}: ` : ''}${first.message}` } : {}),
        details,
      };
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      body = errorBodyOf('internal_error');
    } else {
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
        body = { ...errorBodyOf('internal_error'), statusCode: status };
      } else {
        const isJsonSyntax = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError;
        const key = keyByStatus[status];
        body = isJsonSyntax ? { ...errorBodyOf('invalid_json'), statusCode: status } : key ? errorBodyOf(key) : { ...errorBodyOf('bad_request'), statusCode: status };
      }
    }
    return reply.status(body.statusCode).send(body);
  });
}
