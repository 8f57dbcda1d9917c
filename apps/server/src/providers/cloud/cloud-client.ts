// The HTTP calls to Graph: bearer token, a timeout on every call, and every failure (HTTP error,
// network, timeout, refused address, unreadable answer) turned into a classified ProviderError. Every
// call goes through the outbound policy (platform/http/outbound-policy.ts) over node:http with
// kept-alive connections: fetch's streams, abort signals and transferables cost several times more
// CPU per call, which bounded how fast a worker sends. A media URL Graph hands out is fetched only on
// the configured Graph origin or Meta's media hosts, the only places the token is sent.
import { getExternal, onHostOrSubdomain, outboundRequest, sameOrigin, type OutboundPolicy } from '../../platform/http/outbound-policy.js';
import { ProviderError } from '../provider.port.js';
import { graphErrorToProviderError, networkErrorToProviderError } from './cloud-errors.js';

export type GraphClientOptions = {
  /** The configured Graph origin (GRAPH_API_BASE). */
  baseUrl: string;
  version: string;
  accessToken: string;
  timeoutMs: number;
  outbound: OutboundPolicy;
};

/** Where Meta serves media download URLs (lookaside.fbsbx.com and its CDNs); they need the token. */
export const META_MEDIA_HOSTS: readonly string[] = ['fbsbx.com', 'facebook.com', 'whatsapp.net'];

/**
 * The Resumable Upload API's calls on an upload session (`upload:<id>`) authenticate as
 * `Authorization: OAuth <token>` and take extra headers (file_offset); every other call is Bearer.
 */
export type GraphCallOptions = { authScheme?: 'Bearer' | 'OAuth'; headers?: Record<string, string> };

/** A raw body may be large (a 100 MB sample): its call gets one more second per this many bytes. */
const BYTES_PER_EXTRA_SECOND = 256 * 1024;

export type GraphClient = {
  /** Graph paths are relative to {base}/{version}/. */
  postJson: (path: string, body: unknown) => Promise<unknown>;
  postForm: (path: string, form: FormData) => Promise<unknown>;
  /** POSTs raw bytes (no Content-Type), answering the JSON; the timeout grows with the size. */
  postBytes: (path: string, data: Buffer, options?: GraphCallOptions) => Promise<unknown>;
  getJson: (path: string, options?: GraphCallOptions) => Promise<unknown>;
  deleteJson: (path: string) => Promise<unknown>;
  /** Absolute URL, e.g. a media download URL Graph handed out; on Meta's hosts only, with the bearer token. */
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

export function createGraphClient(options: GraphClientOptions): GraphClient {
  const urlOf = (path: string): string => `${options.baseUrl}/${options.version}/${path.replace(/^\/+/, '')}`;
  const onMeta = (url: URL): boolean => sameOrigin(url, options.baseUrl) || onHostOrSubdomain(url, META_MEDIA_HOSTS);

  type JsonCall = { body?: unknown; bytes?: Buffer; contentType?: string } & GraphCallOptions;

  async function callJson(path: string, method: 'GET' | 'POST' | 'DELETE', call: JsonCall = {}): Promise<unknown> {
    const timeoutMs = options.timeoutMs + (call.bytes ? Math.ceil(call.bytes.length / BYTES_PER_EXTRA_SECOND) * 1000 : 0);
    try {
      const headers: Record<string, string> = { ...call.headers, Authorization: `${call.authScheme ?? 'Bearer'} ${options.accessToken}` };
      if (call.body !== undefined) headers['Content-Type'] = 'application/json';
      if (call.contentType) headers['Content-Type'] = call.contentType;
      // A POST without a body (an upload session's start: all in the query) still says Content-Length: 0.
      const payload = call.bytes ?? (call.body !== undefined ? JSON.stringify(call.body) : method === 'POST' ? '' : undefined);
      const answer = await outboundRequest(options.outbound, urlOf(path), { method, headers, timeoutMs, ...(payload !== undefined ? { body: payload } : {}) });
      const body = parsed(answer.body);
      if (answer.status < 200 || answer.status >= 300) throw graphErrorToProviderError(answer.status, body);
      if (typeof body === 'string') {
        throw new ProviderError('unknown', null, 'A API do WhatsApp respondeu algo que não é JSON.', body.slice(0, 200), answer.status);
      }
      return body;
    } catch (error) {
      // ProviderErrors pass through; anything else never got a usable answer from Meta.
      throw networkErrorToProviderError(error, timeoutMs);
    }
  }

  return {
    postJson: (path, body) => callJson(path, 'POST', { body }),
    async postForm(path, form) {
      // undici's multipart encoder (what fetch would send) writes the body and its boundary.
      const encoded = new Response(form);
      const bytes = Buffer.from(await encoded.arrayBuffer());
      return callJson(path, 'POST', { bytes, contentType: encoded.headers.get('content-type') ?? 'multipart/form-data' });
    },
    postBytes: (path, bytes, callOptions = {}) => callJson(path, 'POST', { ...callOptions, bytes }),
    getJson: (path, callOptions = {}) => callJson(path, 'GET', callOptions),
    deleteJson: (path) => callJson(path, 'DELETE'),
    async getBytes(url) {
      try {
        const answer = await getExternal(options.outbound, url, {
          allowedUrl: onMeta,
          headersFor: (hop): Record<string, string> => (onMeta(hop) ? { Authorization: `Bearer ${options.accessToken}` } : {}),
          timeoutMs: options.timeoutMs,
        });
        if (answer.status < 200 || answer.status >= 300) throw graphErrorToProviderError(answer.status, parsed(answer.body));
        const type = answer.headers['content-type'];
        return { data: answer.body, contentType: typeof type === 'string' ? type : null };
      } catch (error) {
        throw networkErrorToProviderError(error, options.timeoutMs);
      }
    },
  };
}
