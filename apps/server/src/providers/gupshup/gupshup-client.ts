// The HTTP calls to Gupshup: the `apikey` header, form-encoded bodies, a timeout on every call, and
// every failure turned into a classified ProviderError.
import { gupshupErrorToProviderError, gupshupNetworkError } from './gupshup-errors.js';

export type GupshupClientOptions = { apiBase: string; apiKey: string; timeoutMs: number };

export type GupshupClient = {
  /** POSTs `fields` form-encoded to {apiBase}{path}; answers the parsed JSON (or the text). */
  postForm: (path: string, fields: Record<string, string>) => Promise<unknown>;
  /** GETs an absolute URL (an inbound media file); Gupshup's media URLs need no key. */
  getBytes: (url: string) => Promise<{ data: Buffer; contentType: string | null }>;
};

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createGupshupClient(options: GupshupClientOptions): GupshupClient {
  const signal = () => AbortSignal.timeout(options.timeoutMs);
  return {
    async postForm(path, fields) {
      try {
        const response = await fetch(`${options.apiBase}${path}`, {
          method: 'POST',
          headers: { apikey: options.apiKey, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: new URLSearchParams(fields).toString(),
          signal: signal(),
        });
        const body = parsed(await response.text());
        if (!response.ok) throw gupshupErrorToProviderError(response.status, body);
        return body;
      } catch (error) {
        throw gupshupNetworkError(error, options.timeoutMs);
      }
    },
    async getBytes(url) {
      try {
        const response = await fetch(url, { signal: signal() });
        if (!response.ok) throw gupshupErrorToProviderError(response.status, parsed(await response.text()));
        return { data: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') };
      } catch (error) {
        throw gupshupNetworkError(error, options.timeoutMs);
      }
    },
  };
}
