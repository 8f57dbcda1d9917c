// The HTTP calls to Gupshup: the app's `apikey` header (or, for the Partner API, the partner token in
// Authorization), form-encoded bodies, a timeout on every call, and every failure turned into a
// classified ProviderError.
import { gupshupErrorToProviderError, gupshupNetworkError } from './gupshup-errors.js';

export type GupshupClientOptions = {
  apiBase: string;
  /** The app's API key (the WhatsApp and template APIs). */
  apiKey?: string;
  /** The partner token (the Partner API), sent as Authorization. */
  authorization?: string;
  timeoutMs: number;
};

export type GupshupClient = {
  /** POSTs `fields` form-encoded to {apiBase}{path}; answers the parsed JSON (or the text). */
  postForm: (path: string, fields: Record<string, string>) => Promise<unknown>;
  /** GETs {apiBase}{path} with the key; answers the parsed JSON (or the text). */
  getJson: (path: string) => Promise<unknown>;
  /** DELETEs {apiBase}{path} with the key; answers the parsed JSON (or the text). */
  deleteJson: (path: string) => Promise<unknown>;
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

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, fields?: Record<string, string>): Promise<unknown> {
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (options.apiKey) headers.apikey = options.apiKey;
      if (options.authorization) headers.Authorization = options.authorization;
      if (fields) headers['Content-Type'] = 'application/x-www-form-urlencoded';
      const response = await fetch(`${options.apiBase}${path}`, {
        method,
        headers,
        ...(fields ? { body: new URLSearchParams(fields).toString() } : {}),
        signal: signal(),
      });
      const body = parsed(await response.text());
      if (!response.ok) throw gupshupErrorToProviderError(response.status, body);
      return body;
    } catch (error) {
      throw gupshupNetworkError(error, options.timeoutMs);
    }
  }

  return {
    postForm: (path, fields) => call('POST', path, fields),
    getJson: (path) => call('GET', path),
    deleteJson: (path) => call('DELETE', path),
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
