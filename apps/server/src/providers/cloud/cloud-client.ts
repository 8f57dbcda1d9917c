// The HTTP calls to Graph: bearer token, a timeout on every call, and every failure (HTTP error,
// network, timeout, unreadable answer) turned into a classified ProviderError.
import { ProviderError } from '../provider.port.js';
import { graphErrorToProviderError, networkErrorToProviderError } from './cloud-errors.js';

export type GraphClientOptions = {
  baseUrl: string;
  version: string;
  accessToken: string;
  timeoutMs: number;
};

export type GraphClient = {
  /** Graph paths are relative to {base}/{version}/. */
  postJson: (path: string, body: unknown) => Promise<unknown>;
  postForm: (path: string, form: FormData) => Promise<unknown>;
  getJson: (path: string) => Promise<unknown>;
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

  return {
    postJson: (path, body) =>
      call(urlOf(path), { method: 'POST', contentType: 'application/json', body: JSON.stringify(body) }, jsonOf),
    // fetch sets the multipart boundary itself when given FormData; setting Content-Type would break it.
    postForm: (path, form) => call(urlOf(path), { method: 'POST', body: form }, jsonOf),
    getJson: (path) => call(urlOf(path), { method: 'GET' }, jsonOf),
    getBytes: (url) =>
      call(url, { method: 'GET' }, async (response) => ({
        data: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type'),
      })),
  };
}
