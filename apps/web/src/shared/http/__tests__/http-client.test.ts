import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { sessionStore } from '@/shared/session/session-store';
import { ApiError, parseErrorBody } from '../api-error';
import { apiRequest, setUnauthorizedHandler } from '../http-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  setUnauthorizedHandler(() => {});
});

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
};

describe('apiRequest', () => {
  it('sends the stored token as a Bearer header and JSON bodies', async () => {
    sessionStore.start('tok-123', makeUser('channel'));
    fetchMock.mockResolvedValue(jsonResponse(200, { statusCode: 200, ok: true }));
    await apiRequest('/api/thing', { method: 'POST', body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('checks the answer against the schema it was given', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse(200, { statusCode: 200, count: 'three' }));
    const error = await caught(apiRequest('/api/count', { schema: z.object({ count: z.number() }) }));
    expect(error.error).toBe('invalid_response');
    expect(consoleError).toHaveBeenCalledWith('Unexpected response from /api/count', expect.any(Array));
    consoleError.mockRestore();
  });

  it('turns the error body into an ApiError with the pt-BR message and field details', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        statusCode: 400,
        error: 'validation',
        erroMensagem: 'Dados inválidos',
        details: [{ field: 'email', message: 'E-mail inválido' }],
      }),
    );
    const error = await caught(apiRequest('/api/user/1', { method: 'PUT', body: {} }));
    expect(error.statusCode).toBe(400);
    expect(error.erroMensagem).toBe('Dados inválidos');
    expect(error.fieldErrors()).toEqual({ email: 'E-mail inválido' });
  });

  it('ends the session on a 401 to a call that carried a token', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    sessionStore.start('tok', makeUser('channel'));
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, error: 'unauthorized', erroMensagem: 'Sessão expirada' }));
    const error = await caught(apiRequest('/api/user/me'));
    expect(error.statusCode).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on the 401 of a wrong password (the login call sends no token)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { statusCode: 401, error: 'invalid_credentials', erroMensagem: 'Login ou senha inválidos' }),
    );
    const error = await caught(apiRequest('/api/user/login', { method: 'POST', body: {} }));
    expect(error.erroMensagem).toBe('Login ou senha inválidos');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a network failure with a readable message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(apiRequest('/api/health'));
    expect(error.error).toBe('network');
    expect(error.erroMensagem).toMatch(/servidor/);
  });
});

describe('parseErrorBody', () => {
  it('reads a non-JSON answer as error "unknown" with status 400', () => {
    expect(parseErrorBody(502, '<html>Bad gateway</html>', 'Erro inesperado')).toEqual({
      statusCode: 400,
      error: 'unknown',
      erroMensagem: 'Erro inesperado',
    });
  });

  it('keeps the message of a JSON answer in another shape', () => {
    expect(parseErrorBody(500, '{"message":"Falhou"}', 'x')).toEqual({
      statusCode: 500,
      error: 'unknown',
      erroMensagem: 'Falhou',
    });
  });
});
