// A fake of Meta's Graph API for the WhatsApp Cloud API: a real HTTP server on 127.0.0.1 that records
// every request, validates it against Meta's documented shapes (answering 400/code 100 like Graph when
// it is malformed), serves media, takes template samples through the Resumable Upload API
// (fake-graph.uploads.ts), and can be scripted to fail or stall so retry paths are exercised.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sharedOutboundPolicy } from '../../../src/platform/http/outbound-policy.js';
import { graphError, graphErrorBody, type FakeResponse } from './fake-graph.responses.js';
import { createTemplateStore, TEMPLATES_PATH } from './fake-graph.templates.js';
import { APP_UPLOADS_PATH, createUploadStore, UPLOAD_SESSION_PATH } from './fake-graph.uploads.js';
import { matcherOf, recordRequest, VERSION } from './fake-graph.request.js';
import { createMessagesHandler, readReceiptsOf, sentMessagesOf, type AcceptedSend } from './fake-graph.messages.js';
import { createMediaStore, type MediaAnswer } from './fake-graph.media.js';
import { createCatalogStore } from './fake-graph.catalog.js';
import type { FakeGraph, FakeGraphOptions, RecordedRequest } from './fake-graph.types.js';

export type {
  FakeCloudCredentials,
  FakeGraph,
  FakeGraphOptions,
  FakeMediaFile,
  RecordedMultipart,
  RecordedRequest,
  RequestMatcher,
} from './fake-graph.types.js';

type Script = { matches: (request: RecordedRequest) => boolean; response: FakeResponse; remaining: number };

const APP_PATH = new RegExp(String.raw`^/(${VERSION})/app$`);
const TOKEN_OF = { Bearer: /^Bearer (\S+)$/, OAuth: /^OAuth (\S+)$/ } as const;

export async function startFakeGraph(options: FakeGraphOptions = {}): Promise<FakeGraph> {
  const requests: RecordedRequest[] = [];
  const media = createMediaStore();
  const templates = new Map<string, number>();
  const appId = options.appId ?? '900000000000001';
  const uploads = createUploadStore(appId);
  const wabaTemplates = createTemplateStore(uploads.handles);
  const acceptedListeners = new Set<(sent: AcceptedSend) => void>();
  const handleMessages = createMessagesHandler(templates, acceptedListeners);
  const catalogs = createCatalogStore();
  let failQueue: Script[] = [];
  let scripts: Script[] = [];
  const closing = new AbortController();
  let baseUrl = '';

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

  function handle(request: RecordedRequest, fileBytes: Buffer | undefined): MediaAnswer {
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
    const templatesOf = TEMPLATES_PATH.exec(path);
    return (
      media.download(request) ??
      (templatesOf ? wabaTemplates.handle(method, decodeURIComponent(templatesOf[2] ?? ''), request.query, request.body, baseUrl) : undefined) ??
      catalogs.handle(request) ??
      handleMessages(request) ??
      media.upload(request, fileBytes) ??
      media.describe(request, baseUrl) ??
      graphError(400, { code: 100, message: `(#100) Unknown path components: ${path}` })
    );
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { request, fileBytes } = await recordRequest(req);
    requests.push(request);

    const script = scripted(request);
    if (script?.delayMs) await sleep(script.delayMs, undefined, { signal: closing.signal });
    const answer = script?.status !== undefined ? script : handle(request, fileBytes);
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
    requests,    mediaFiles: media.files,
    failNext(count, response) {
      failQueue.push({ matches: () => true, response, remaining: count });
    },
    respondWith(matcher, response, { times = Number.POSITIVE_INFINITY } = {}) {
      const script: Script = { matches: matcherOf(matcher), response, remaining: times };
      scripts.push(script);
      return () => {
        scripts = scripts.filter((candidate) => candidate !== script);
      };
    },    addMedia: media.add,
    wabaTemplates,
    catalogs,
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
    adapterOptions: () => ({ graphApiBase: baseUrl, outbound: sharedOutboundPolicy(true) }),    sentMessages: () => sentMessagesOf(requests),
    readReceipts: () => readReceiptsOf(requests),
    reset() {
      requests.length = 0;
      failQueue = [];
      scripts = [];
      templates.clear();
      wabaTemplates.clear();
      uploads.clear();
      catalogs.clear();
    },
    close() {
      closing.abort();
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
