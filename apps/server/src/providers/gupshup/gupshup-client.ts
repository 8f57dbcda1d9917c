// The HTTP calls to Gupshup: the app's `apikey` header (or, for the Partner API, the partner token in
// Authorization), form-encoded bodies, a timeout on every call, and every failure turned into a
// classified ProviderError. Every call goes through the outbound policy
// (platform/http/outbound-policy.ts); an inbound file's URL is fetched only on Gupshup's own hosts.
import { getExternal, onHostOrSubdomain, outboundRequest, sameOrigin, type OutboundPolicy } from '../../platform/http/outbound-policy.js';
import { gupshupErrorToProviderError, gupshupNetworkError } from './gupshup-errors.js';

/** Where Gupshup serves inbound files (filemanager.gupshup.io and the like). */
export const GUPSHUP_MEDIA_HOSTS: readonly string[] = ['gupshup.io'];

export type GupshupClientOptions = {
  apiBase: string;
  /** The app's API key (the WhatsApp and template APIs). */
  apiKey?: string;
  /** The partner token (the Partner API), sent as Authorization. */
  authorization?: string;
  timeoutMs: number;
  outbound: OutboundPolicy;
};

export type GupshupClient = {
  /** POSTs `fields` form-encoded to {apiBase}{path}; answers the parsed JSON (or the text). */
  postForm: (path: string, fields: Record<string, string>) => Promise<unknown>;
  /** POSTs `body` as JSON to {apiBase}{path} (the Partner API's event call); answers the parsed JSON (or the text). */
  postJson: (path: string, body: unknown) => Promise<unknown>;
  /** GETs {apiBase}{path} with the key; answers the parsed JSON (or the text). */
  getJson: (path: string) => Promise<unknown>;
  /** DELETEs {apiBase}{path} with the key; answers the parsed JSON (or the text). */
  deleteJson: (path: string) => Promise<unknown>;
  /** GETs an absolute URL (an inbound media file) on Gupshup's hosts; its media URLs need no key, none is sent. */
  getBytes: (url: string) => Promise<{ data: Buffer; contentType: string | null }>;
};

function parsed(body: Buffer): unknown {
  const text = body.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createGupshupClient(options: GupshupClientOptions): GupshupClient {
  const onGupshup = (url: URL): boolean => sameOrigin(url, options.apiBase) || onHostOrSubdomain(url, GUPSHUP_MEDIA_HOSTS);

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, fields?: Record<string, string>, json?: { body: unknown }): Promise<unknown> {
    try {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (options.apiKey) headers.apikey = options.apiKey;
      if (options.authorization) headers.Authorization = options.authorization;
      if (fields) headers['Content-Type'] = 'application/x-www-form-urlencoded';
      if (json) headers['Content-Type'] = 'application/json';
      const payload = fields ? new URLSearchParams(fields).toString() : json ? JSON.stringify(json.body) : undefined;
      const answer = await outboundRequest(options.outbound, `${options.apiBase}${path}`, {
        method,
        headers,
        timeoutMs: options.timeoutMs,
        ...(payload !== undefined ? { body: payload } : {}),
      });
      const body = parsed(answer.body);
      if (answer.status < 200 || answer.status >= 300) throw gupshupErrorToProviderError(answer.status, body);
      return body;
    } catch (error) {
      throw gupshupNetworkError(error, options.timeoutMs);
    }
  }

  return {
    postForm: (path, fields) => call('POST', path, fields),
    postJson: (path, body) => call('POST', path, undefined, { body }),
    getJson: (path) => call('GET', path),
    deleteJson: (path) => call('DELETE', path),
    async getBytes(url) {
      try {
        const answer = await getExternal(options.outbound, url, { allowedUrl: onGupshup, timeoutMs: options.timeoutMs });
        if (answer.status < 200 || answer.status >= 300) throw gupshupErrorToProviderError(answer.status, parsed(answer.body));
        const type = answer.headers['content-type'];
        return { data: answer.body, contentType: typeof type === 'string' ? type : null };
      } catch (error) {
        throw gupshupNetworkError(error, options.timeoutMs);
      }
    },
  };
}
