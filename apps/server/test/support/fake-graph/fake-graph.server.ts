// A fake of Meta's Graph API for the WhatsApp Cloud API: a real HTTP server on 127.0.0.1 that records
// every request, validates it against Meta's documented shapes (answering 400/code 100 like Graph when
// it is malformed), serves media, takes template samples through the Resumable Upload API
// (fake-graph.uploads.ts), and can be scripted to fail or stall so retry paths are exercised.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sharedOutboundPolicy, type OutboundPolicy } from '../../../src/platform/http/outbound-policy.js';
import { graphError, graphErrorBody, type FakeResponse } from './fake-graph.responses.js';
import { GraphValidationError, validateMessagesBody } from './fake-graph.validation.js';
import { createTemplateStore, TEMPLATES_PATH, type TemplateStore } from './fake-graph.templates.js';
import { APP_UPLOADS_PATH, createUploadStore, UPLOAD_SESSION_PATH, type UploadStore } from './fake-graph.uploads.js';

export type RecordedMultipart = {
  fields: Record<string, string>;
  file?: { fileName: string; mimeType: string; size: number };
};

export type RecordedRequest = {
  method: string;
  /** Path without the query string, e.g. /v23.0/123/messages. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON when the body was JSON, the raw text otherwise, undefined when empty (or raw bytes). */
  body: unknown;
  multipart?: RecordedMultipart;
  /** The raw body of an upload session's POST (the file's bytes). */
  bytes?: Buffer;
};

export type RequestMatcher = ((request: RecordedRequest) => boolean) | { method?: string; path?: string | RegExp };

export type FakeMediaFile = { id: string; bytes: Buffer; mimeType: string; sha256: string };

/** A Cloud channel's credential map, every field present (where Graph is comes from the server's config: see `config`). */
export type FakeCloudCredentials = Record<string, string> & {
  phoneNumberId: string;
  wabaId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  graphApiVersion: string;
};

export type FakeGraph = {
  baseUrl: string;
  /** Every request received, in order, including the ones answered with a scripted failure. */
  requests: RecordedRequest[];
  mediaFiles: Map<string, FakeMediaFile>;
  /** The next `count` requests, whatever they are, get `response` (before any respondWith script). */
  failNext: (count: number, response: FakeResponse) => void;
  /** Requests matching `matcher` get `response` (the first `times` of them, or all); returns a remover. */
  respondWith: (matcher: RequestMatcher, response: FakeResponse, options?: { times?: number }) => () => void;
  /**
   * Registers an approved template with its number of body parameters. Once any is registered, template
   * sends are checked like Meta does: an unknown name/language answers 132001, a wrong count 132000.
   */
  addTemplate: (name: string, language: string, bodyParameters: number) => void;
  /** The WABA's templates behind GET/POST/DELETE /{version}/{waba-id}/message_templates. */
  wabaTemplates: TemplateStore;
  /** The Meta app the token belongs to (GET /{version}/app), which upload sessions are opened on. */
  appId: string;
  /** The Resumable Upload API's sessions and the handles it issued. */
  uploads: UploadStore;
  /** Registers a file that GET /{version}/{id} describes and /media-download/{id} serves. */
  addMedia: (id: string, bytes: Buffer, mimeType: string) => FakeMediaFile;
  /** Credentials for a Cloud channel (the app reaches this fake through `config`). */
  credentials: (overrides?: Record<string, string>) => FakeCloudCredentials;
  /** The server settings that point the app's Cloud channels at this fake (createTestApp's config). */
  config: () => { GRAPH_API_BASE: string };
  /** Adapter options that point a Cloud adapter at this fake (provider unit tests). */
  adapterOptions: () => { graphApiBase: string; outbound: OutboundPolicy };
  /** Bodies of the message sends received (read receipts excluded). */
  sentMessages: () => unknown[];
  /** Bodies of the read receipts (mark as read, with or without a typing indicator) received, in order. */
  readReceipts: () => unknown[];
  /**
   * Calls `listener` after each accepted message send, as Meta then posts a status webhook: tests use
   * it to deliver those webhooks (with the send's biz_opaque_callback_data). Returns a remover.
   */
  onAccepted: (listener: (sent: { phoneNumberId: string; to: string; wamid: string; reference?: string }) => void) => () => void;
  /** Forgets recorded requests, scripted responses, templates and uploads (media stays). */
  reset: () => void;
  close: () => Promise<void>;
};

export type FakeGraphOptions = {
  /** When set, any other bearer token is refused with Graph's 401/190; otherwise any token is accepted. */
  accessToken?: string;
  /** The app's id (default 900000000000001). */
  appId?: string;
};

type Script = { matches: (request: RecordedRequest) => boolean; response: FakeResponse; remaining: number };

const VERSION = String.raw`v\d+\.\d+`;
const MESSAGES_PATH = new RegExp(String.raw`^/(${VERSION})/([^/]+)/messages$`);
const MEDIA_UPLOAD_PATH = new RegExp(String.raw`^/(${VERSION})/([^/]+)/media$`);
const NODE_PATH = new RegExp(String.raw`^/(${VERSION})/([^/]+)$`);
const DOWNLOAD_PATH = /^\/media-download\/([^/]+)$/;
const APP_PATH = new RegExp(String.raw`^/(${VERSION})/app$`);
const TOKEN_OF = { Bearer: /^Bearer (\S+)$/, OAuth: /^OAuth (\S+)$/ } as const;

function matcherOf(matcher: RequestMatcher): (request: RecordedRequest) => boolean {
  if (typeof matcher === 'function') return matcher;
  return (request) =>
    (matcher.method === undefined || matcher.method.toUpperCase() === request.method) &&
    (matcher.path === undefined ||
      (typeof matcher.path === 'string' ? matcher.path === request.path : matcher.path.test(request.path)));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJsonOrText(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type ParsedMultipart = { recorded: RecordedMultipart; fileBytes?: Buffer };

async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedMultipart | undefined> {
  if (!contentType.startsWith('multipart/form-data')) return undefined;
  try {
    // undici's multipart parser (what Node's own fetch uses) reads the parts; no extra dependency.
    const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    const parsed: ParsedMultipart = { recorded: { fields: {} } };
    for (const [name, value] of form) {
      if (typeof value === 'string') {
        parsed.recorded.fields[name] = value;
      } else if (name === 'file') {
        parsed.recorded.file = { fileName: value.name, mimeType: value.type, size: value.size };
        parsed.fileBytes = Buffer.from(await value.arrayBuffer());
      }
    }
    return parsed;
  } catch {
    return undefined;
  }
}

const isReadReceipt = (body: unknown): boolean => typeof body === 'object' && body !== null && ('status' in body || 'typing_indicator' in body);

function invalidParameter(problem: string): FakeResponse {
  return graphError(400, { code: 100, message: `(#100) ${problem}`, details: problem });
}

export async function startFakeGraph(options: FakeGraphOptions = {}): Promise<FakeGraph> {
  const requests: RecordedRequest[] = [];
  const mediaFiles = new Map<string, FakeMediaFile>();
  const templates = new Map<string, number>();
  const appId = options.appId ?? '900000000000001';
  const uploads = createUploadStore(appId);
  const wabaTemplates = createTemplateStore(uploads.handles);
  const acceptedListeners = new Set<(sent: { phoneNumberId: string; to: string; wamid: string; reference?: string }) => void>();
  let failQueue: Script[] = [];
  let scripts: Script[] = [];
  const closing = new AbortController();
  let baseUrl = '';

  function addMedia(id: string, bytes: Buffer, mimeType: string): FakeMediaFile {
    const file = { id, bytes, mimeType, sha256: createHash('sha256').update(bytes).digest('hex') };
    mediaFiles.set(id, file);
    return file;
  }

  /** Meta answers these synchronously on the send call (error codes 132001 and 132000). */
  function checkTemplateKnown(body: unknown): FakeResponse | undefined {
    if (templates.size === 0 || typeof body !== 'object' || body === null) return undefined;
    const { type, template } = body as { type?: string; template?: { name: string; language: { code: string }; components?: Array<{ type: string; parameters?: unknown[] }> } };
    if (type !== 'template' || !template) return undefined;
    const expected = templates.get(`${template.name}|${template.language.code}`);
    if (expected === undefined) {
      return graphError(404, { code: 132001, type: 'OAuthException', message: '(#132001) Template name does not exist in the translation', details: `template name (${template.name}) does not exist in ${template.language.code}` });
    }
    const given = template.components?.find((c) => c.type === 'body')?.parameters?.length ?? 0;
    if (given !== expected) {
      return graphError(400, { code: 132000, message: '(#132000) Number of parameters does not match the expected number of params', details: `body: number of localizable_params (${given}) does not match the expected number of params (${expected})` });
    }
    return undefined;
  }

  function scripted(request: RecordedRequest): FakeResponse | undefined {
    const script =
      failQueue.find((candidate) => candidate.remaining > 0) ??
      scripts.find((candidate) => candidate.remaining > 0 && candidate.matches(request));
    if (!script) return undefined;
    script.remaining -= 1;
    return script.response;
  }

  /**
   * Graph reports token problems as OAuthException 190 with 401. An upload session's calls take the
   * token as `OAuth <token>` (Meta's upload guide); every other call here as `Bearer <token>`.
   */
  function authProblem(headers: IncomingHttpHeaders, scheme: 'Bearer' | 'OAuth'): FakeResponse | undefined {
    const token = TOKEN_OF[scheme].exec(headers.authorization ?? '')?.[1];
    if (!token) return graphError(401, { code: 190, message: `An access token is required to request this resource (Authorization: ${scheme} <token>).` });
    if (options.accessToken !== undefined && token !== options.accessToken) {
      return graphError(401, { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
    }
    return undefined;
  }

  function handle(request: RecordedRequest, fileBytes: Buffer | undefined): FakeResponse | { status: number; bytes: Buffer; mimeType: string } {
    const { method, path } = request;
    const session = UPLOAD_SESSION_PATH.exec(path);
    const unauthorized = authProblem(request.headers, session ? 'OAuth' : 'Bearer');
    if (unauthorized) return unauthorized;

    if (session && method === 'POST') {
      const offset = request.headers.file_offset;
      return uploads.upload(session[2] ?? '', request.query, Array.isArray(offset) ? offset[0] : offset, request.bytes ?? Buffer.alloc(0));
    }
    if (session && method === 'GET') return uploads.status(session[2] ?? '', request.query);
    const appUploads = APP_UPLOADS_PATH.exec(path);
    if (appUploads && method === 'POST') return uploads.start(decodeURIComponent(appUploads[2] ?? ''), request.query);
    if (APP_PATH.test(path) && method === 'GET') return { status: 200, body: { id: appId, name: 'Atende (fake Graph)', link: `https://www.facebook.com/games/?app_id=${appId}` } };

    const download = DOWNLOAD_PATH.exec(path);
    if (download && method === 'GET') {
      const file = mediaFiles.get(decodeURIComponent(download[1] ?? ''));
      return file ? { status: 200, bytes: file.bytes, mimeType: file.mimeType } : { status: 404, body: 'Not Found' };
    }

    const templatesOf = TEMPLATES_PATH.exec(path);
    if (templatesOf) return wabaTemplates.handle(method, decodeURIComponent(templatesOf[2] ?? ''), request.query, request.body, baseUrl);

    if (MESSAGES_PATH.test(path) && method === 'POST') {
      if (!String(request.headers['content-type']).startsWith('application/json')) {
        return invalidParameter('The request body must be JSON (Content-Type: application/json)');
      }
      try {
        const validated = validateMessagesBody(request.body);
        if (validated.kind === 'read') return { status: 200, body: { success: true } };
        const templateProblem = checkTemplateKnown(request.body);
        if (templateProblem) return templateProblem;
        const wamid = `wamid.${randomBytes(24).toString('base64')}`;
        const reference = (request.body as { biz_opaque_callback_data?: string }).biz_opaque_callback_data;
        const phoneNumberId = MESSAGES_PATH.exec(path)?.[2] ?? '';
        for (const listener of acceptedListeners) listener({ phoneNumberId, to: validated.to, wamid, ...(reference ? { reference } : {}) });
        return {
          status: 200,
          body: {
            messaging_product: 'whatsapp',
            contacts: [{ input: validated.to, wa_id: validated.to.replace(/\D/g, '') }],
            messages: [{ id: wamid }],
          },
        };
      } catch (error) {
        if (error instanceof GraphValidationError) return invalidParameter(error.message);
        throw error;
      }
    }

    if (MEDIA_UPLOAD_PATH.test(path) && method === 'POST') {
      const form = request.multipart;
      if (!form) return invalidParameter('The upload must be multipart/form-data');
      if (form.fields.messaging_product !== 'whatsapp') return invalidParameter("messaging_product must be 'whatsapp'");
      const type = form.fields.type;
      if (!type || !/^[\w.+-]+\/[\w.+-]+$/.test(type)) return invalidParameter('type must be the MIME type of the file');
      if (!form.file || !fileBytes || fileBytes.length === 0) return invalidParameter('file is required');
      const id = String(randomInt(100_000_000, 999_999_999)) + String(randomInt(1_000_000, 9_999_999));
      // What was uploaded can be fetched back, as with Graph.
      addMedia(id, fileBytes, type);
      return { status: 200, body: { id } };
    }

    const node = NODE_PATH.exec(path);
    if (node && method === 'GET') {
      const id = decodeURIComponent(node[2] ?? '');
      const file = mediaFiles.get(id);
      if (!file) {
        return graphError(400, {
          code: 100,
          subcode: 33,
          type: 'GraphMethodException',
          message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        });
      }
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          url: `${baseUrl}/media-download/${encodeURIComponent(id)}`,
          mime_type: file.mimeType,
          sha256: file.sha256,
          file_size: file.bytes.length,
          id,
        },
      };
    }

    return graphError(400, { code: 100, message: `(#100) Unknown path components: ${path}` });
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-graph');
    const raw = await readBody(req);
    const contentType = req.headers['content-type'] ?? '';
    const multipart = await parseMultipart(raw, contentType);
    const binary = UPLOAD_SESSION_PATH.test(url.pathname) && req.method === 'POST';
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: multipart || binary ? undefined : parseJsonOrText(raw),
      ...(multipart ? { multipart: multipart.recorded } : {}),
      ...(binary ? { bytes: raw } : {}),
    };
    requests.push(request);

    const script = scripted(request);
    if (script?.delayMs) await sleep(script.delayMs, undefined, { signal: closing.signal });
    const answer = script?.status !== undefined ? script : handle(request, multipart?.fileBytes);
    if (res.destroyed) return; // the client gave up (timeout) while we were stalling
    if ('bytes' in answer) {
      res.writeHead(answer.status, { 'content-type': answer.mimeType, 'content-length': answer.bytes.length });
      res.end(answer.bytes);
      return;
    }
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
    res.writeHead(answer.status ?? 200, {
      'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
      ...answer.headers,
    });
    res.end(body);
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      if (closing.signal.aborted || res.destroyed) return;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(graphErrorBody({ code: 1, message: `Fake Graph crashed: ${String(error)}` })));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    requests,
    mediaFiles,
    failNext(count, response) {
      failQueue.push({ matches: () => true, response, remaining: count });
    },
    respondWith(matcher, response, { times = Number.POSITIVE_INFINITY } = {}) {
      const script: Script = { matches: matcherOf(matcher), response, remaining: times };
      scripts.push(script);
      return () => {
        scripts = scripts.filter((candidate) => candidate !== script);
      };
    },
    addMedia,
    wabaTemplates,
    appId,
    uploads,
    onAccepted: (listener) => {
      acceptedListeners.add(listener);
      return () => acceptedListeners.delete(listener);
    },
    addTemplate(name, language, bodyParameters) {
      templates.set(`${name}|${language}`, bodyParameters);
    },
    credentials: (overrides = {}) => ({
      phoneNumberId: '109876543210001',
      wabaId: '100000000000001',
      accessToken: options.accessToken ?? 'fake-graph-token',
      appSecret: 'fake-graph-app-secret',
      verifyToken: 'fake-graph-verify-token',
      graphApiVersion: 'v23.0',
      ...overrides,
    }),
    config: () => ({ GRAPH_API_BASE: baseUrl }),
    adapterOptions: () => ({ graphApiBase: baseUrl, outbound: sharedOutboundPolicy(true) }),
    sentMessages: () =>
      requests
        .filter((r) => r.method === 'POST' && MESSAGES_PATH.test(r.path))
        .map((r) => r.body)
        .filter((body) => !isReadReceipt(body)),
    readReceipts: () =>
      requests
        .filter((r) => r.method === 'POST' && MESSAGES_PATH.test(r.path))
        .map((r) => r.body)
        .filter(isReadReceipt),
    reset() {
      requests.length = 0;
      failQueue = [];
      scripts = [];
      templates.clear();
      wabaTemplates.clear();
      uploads.clear();
    },
    close() {
      closing.abort();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
