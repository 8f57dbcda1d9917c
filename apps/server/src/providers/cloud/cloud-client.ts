// The HTTP calls to Graph: bearer token, a timeout on every call, and every failure (HTTP error,
// network, timeout, unreadable answer) turned into a classified ProviderError. JSON calls (every
// message send) go through node:http with kept-alive connections: fetch's streams, abort signals and
// transferables cost several times more CPU per call, which bounded how fast a worker sends.
import http from 'node:http';
import https from 'node:https';
import { ProviderError } from '../provider.port.js';
import { graphErrorToProviderError, networkErrorToProviderError } from './cloud-errors.js';

export type GraphClientOptions = {
  baseUrl: string;
  version: string;
  accessToken: string;
  timeoutMs: number;
};

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
  /** Absolute URL, e.g. a media download URL Graph handed out; still needs the bearer token. */
  getBytes: (url: string) => Promise<{ data: Buffer; contentType: string | null }>;
};

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  const body = await bodyOf(response);
  if (typeof body === 'string') {
    throw new ProviderError('unknown', null, 'A API do WhatsApp respondeu algo que não é JSON.', body.slice(0, 200), response.status);
  }
  return body;
}

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

type JsonAnswer = { status: number; body: unknown };

function timeoutError(): Error {
  const error = new Error('timeout');
  error.name = 'TimeoutError';
  return error;
}

/** One JSON request; `retried`: a kept-alive connection the server had just closed is tried once more. */
function requestJson(url: string, method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string>, payload: string | Buffer | null, timeoutMs: number, retried = false): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const transport = target.protocol === 'https:' ? https : http;
    const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
    const req = transport.request(target, { method, headers: payload === null ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(payload)) }, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON: kept as text */
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    const timer = setTimeout(() => req.destroy(timeoutError()), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      // The request never reached a live connection: sending it again cannot duplicate it.
      if (!retried && req.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
        requestJson(url, method, headers, payload, timeoutMs, true).then(resolve, reject);
        return;
      }
      reject(error);
    }
    req.on('error', fail);
    req.end(payload ?? undefined);
  });
}

export function createGraphClient(options: GraphClientOptions): GraphClient {
  const urlOf = (path: string): string => `${options.baseUrl}/${options.version}/${path.replace(/^\/+/, '')}`;

  type Call = { method: 'GET' | 'POST'; body?: RequestInit['body']; contentType?: string };

  async function call<T>(url: string, { method, body, contentType }: Call, read: (response: Response) => Promise<T>): Promise<T> {
    try {
      const headers: Record<string, string> = { Authorization: `Bearer ${options.accessToken}` };
      if (contentType) headers['Content-Type'] = contentType;
      const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs) });
      if (!response.ok) throw graphErrorToProviderError(response.status, await bodyOf(response));
      return await read(response);
    } catch (error) {
      // ProviderErrors pass through; anything else never got a usable answer from Meta.
      throw networkErrorToProviderError(error, options.timeoutMs);
    }
  }

  type JsonCall = { body?: unknown; bytes?: Buffer } & GraphCallOptions;

  async function callJson(path: string, method: 'GET' | 'POST' | 'DELETE', call: JsonCall = {}): Promise<unknown> {
    const timeoutMs = options.timeoutMs + (call.bytes ? Math.ceil(call.bytes.length / BYTES_PER_EXTRA_SECOND) * 1000 : 0);
    try {
      const headers: Record<string, string> = { ...call.headers, Authorization: `${call.authScheme ?? 'Bearer'} ${options.accessToken}` };
      if (call.body !== undefined) headers['Content-Type'] = 'application/json';
      // A POST without a body (an upload session's start: all in the query) still says Content-Length: 0.
      const payload = call.bytes ?? (call.body !== undefined ? JSON.stringify(call.body) : method === 'POST' ? '' : null);
      const answer = await requestJson(urlOf(path), method, headers, payload, timeoutMs);
      if (answer.status < 200 || answer.status >= 300) throw graphErrorToProviderError(answer.status, answer.body);
      if (typeof answer.body === 'string') {
        throw new ProviderError('unknown', null, 'A API do WhatsApp respondeu algo que não é JSON.', answer.body.slice(0, 200), answer.status);
      }
      return answer.body;
    } catch (error) {
      throw networkErrorToProviderError(error, timeoutMs);
    }
  }

  return {
    postJson: (path, body) => callJson(path, 'POST', { body }),
    // fetch sets the multipart boundary itself when given FormData; setting Content-Type would break it.
    postForm: (path, form) => call(urlOf(path), { method: 'POST', body: form }, jsonOf),
    postBytes: (path, bytes, callOptions = {}) => callJson(path, 'POST', { ...callOptions, bytes }),
    getJson: (path, callOptions = {}) => callJson(path, 'GET', callOptions),
    deleteJson: (path) => callJson(path, 'DELETE'),
    getBytes: (url) =>
      call(url, { method: 'GET' }, async (response) => ({
        data: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type'),
      })),
  };
}
