// fetch wrapper for the same-origin API: adds the session token, checks the answer against the
// contract schema, turns failures into ApiError and ends the session on any 401 (spec section 8).
import type { z } from 'zod';
import { i18n } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { ApiError, parseErrorBody } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Call with this token instead of the session's (the /chat embed checks its token first); its 401 ends no session. */
  token?: string;
};

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app registers logout here; kept as a hook so this module does not depend on the socket. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = options.token ?? sessionStore.token();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ statusCode: 0, error: 'network', erroMensagem: i18n.t('common:errors.network') });
  }

  const text = await response.text();
  if (!response.ok) {
    const body = parseErrorBody(response.status, text, i18n.t('common:errors.unknown'));
    // A 401 on a call that carried a token means the session is over; the login call sends none.
    if (response.status === 401 && token && options.token === undefined) onUnauthorized();
    throw new ApiError({ ...body, statusCode: response.status === 401 ? 401 : body.statusCode });
  }

  if (!options.schema) return (text ? JSON.parse(text) : undefined) as T;
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError({ statusCode: 400, error: 'unknown', erroMensagem: i18n.t('common:errors.invalidResponse') });
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error.issues);
    throw new ApiError({
      statusCode: response.status,
      error: 'invalid_response',
      erroMensagem: i18n.t('common:errors.invalidResponse'),
    });
  }
  return parsed.data;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.erroMensagem;
  return i18n.t('common:errors.unknown');
}
