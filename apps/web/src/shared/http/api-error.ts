// The one error shape of spec section 8, on the client side.
import { errorBodySchema, errorCode, type errorCatalogue, type ErrorBody, type ErrorKey } from '@atende/contract';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly erroMensagem: string;
  readonly details: ErrorBody['details'];
  /** Extra facts of some errors (e.g. the open attendances of a refused logoff). */
  readonly data: unknown;

  constructor(body: ErrorBody) {
    super(body.erroMensagem);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.error = body.error;
    this.erroMensagem = body.erroMensagem;
    this.details = body.details;
    this.data = body.data;
  }

  /** Field messages of a 400, keyed by field path ("owner.login"). */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const { field, message } of this.details ?? []) out[field] ??= message;
    return out;
  }
}

/**
 * Spec section 8: failures carry statusCode (default 400), error and erroMensagem; a body that is not
 * that JSON becomes error "unknown" with 400, keeping a "message" text when the body has one.
 */
export function parseErrorBody(status: number, text: string, fallbackMessage: string): ErrorBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { statusCode: 400, error: 'unknown', erroMensagem: fallbackMessage };
  }
  const full = errorBodySchema.safeParse(json);
  if (full.success) return full.data;
  if (json && typeof json === 'object') {
    const record = json as Record<string, unknown>;
    const message = [record.erroMensagem, record.message].find((v): v is string => typeof v === 'string');
    const statusCode = typeof record.statusCode === 'number' ? record.statusCode : status || 400;
    const error = typeof record.error === 'string' ? record.error : 'unknown';
    if (message) return { statusCode, error, erroMensagem: message };
  }
  return { statusCode: 400, error: 'unknown', erroMensagem: fallbackMessage };
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Keys whose wire code is their own (not a shared one like "not_found"), so a match is unambiguous. */
export type MatchableErrorKey = { [K in ErrorKey]: (typeof errorCatalogue)[K] extends { code: string } ? never : K }[ErrorKey];

/** Is this failure one of these catalogue errors? `isApiErrorOf(error, 'window_closed')`. */
export const isApiErrorOf = (value: unknown, ...keys: MatchableErrorKey[]): value is ApiError =>
  value instanceof ApiError && keys.some((key) => value.error === errorCode(key));
