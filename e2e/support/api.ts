// JSON calls to the running server for a test's setup and checks (what the browser steps do not
// cover), failing the test with the server's answer when a call is refused.
import assert from 'node:assert/strict';

export type ServerApi = <T>(path: string, token: string | null, body?: unknown, method?: string) => Promise<T>;

/**
 * `baseUrl` is read at each call (the server starts in `before`). Without a method a call is a POST,
 * or a GET when it has no body and `getWithoutBody` is set.
 */
export function serverApi(baseUrl: () => string, options: { getWithoutBody?: boolean } = {}): ServerApi {
  return async <T>(path: string, token: string | null, body?: unknown, method?: string): Promise<T> => {
    const verb = method ?? (body === undefined && options.getWithoutBody ? 'GET' : 'POST');
    const res = await fetch(`${baseUrl()}${path}`, {
      method: verb,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(res.ok, `${verb} ${path} answered ${res.status}: ${await res.clone().text()}`);
    return (await res.json()) as T;
  };
}
