// JSON over the server's outbound policy for store adapters: the URL is checked (https, no internal
// addresses outside tests), a timeout bounds every call, and each failure becomes a StoreError kind.
// Credentials travel only in the headers the adapter passes and are never logged.
import { OutboundRefusedError, outboundRequest, type OutboundPolicy } from '../platform/http/outbound-policy.js';
import { StoreError } from './store.port.js';

export type StoreHttp = { policy: OutboundPolicy; timeoutMs: number };

export async function storeJson(http: StoreHttp, url: string, request: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown }): Promise<unknown> {
  let response;
  try {
    response = await outboundRequest(http.policy, url, {
      method: request.method,
      headers: { accept: 'application/json', ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}), ...request.headers },
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      timeoutMs: http.timeoutMs,
      maxBytes: 2 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw new StoreError('timeout');
    if (error instanceof OutboundRefusedError) throw new StoreError('unreachable', null, error.message);
    throw new StoreError('unreachable', null, (error as Error).message);
  }
  if (response.status === 401 || response.status === 403) throw new StoreError('auth', response.status);
  if (response.status < 200 || response.status >= 300) throw new StoreError('unavailable', response.status);
  try {
    return JSON.parse(response.body.toString('utf8')) as unknown;
  } catch {
    throw new StoreError('bad_answer', response.status);
  }
}
