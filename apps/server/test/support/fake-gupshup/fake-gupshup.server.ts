// A fake of Gupshup's WhatsApp API: a real HTTP server on 127.0.0.1 that records every request,
// checks the apikey header, the form encoding and the fields each send API requires (answering
// {status:'error', message} like Gupshup when something is wrong), serves inbound media files, an
// app's templates and the Partner API's usage report, app tokens and read events, and can be told to
// fail the next requests so retry paths are exercised.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sharedOutboundPolicy, type OutboundPolicy } from '../../../src/platform/http/outbound-policy.js';
import { GupshupValidationError, validateMessageForm, validateTemplateForm } from './fake-gupshup.validation.js';
import { createGupshupTemplateStore, type GupshupTemplateStore } from './fake-gupshup.templates.js';
import { createPartnerApi, type FakeReadEvent, type FakeUsageDay } from './fake-gupshup.partner.js';

export type GupshupRecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The form fields when the body was form-encoded. */
  form?: Record<string, string>;
  raw: string;
};

export type GupshupFakeResponse = { status: number; body?: unknown };

/** A send Gupshup accepted: the form as received and the gs id it answered. */
export type GupshupSend = { path: string; form: Record<string, string>; messageId: string };

/** A Gupshup channel's credential map (where Gupshup is comes from the server's config: see `config`). */
export type FakeGupshupCredentials = Record<string, string> & { apiKey: string; appName: string; source: string; webhookToken: string };

export type FakeGupshup = {
  baseUrl: string;
  requests: GupshupRecordedRequest[];
  /** The sends accepted (status submitted), in order. */
  sends: GupshupSend[];
  /** The next `count` requests, whatever they are, get `response`. */
  failNext: (count: number, response: GupshupFakeResponse) => void;
  /** Each app's templates (the template API). */
  templates: GupshupTemplateStore;
  /** What the Partner API's usage report answers for an app (filtered by the from/to asked). */
  setUsage: (appId: string, days: FakeUsageDay[]) => void;
  /** The Partner API's read receipts and typing indicators accepted, in order. */
  readEvents: FakeReadEvent[];
  /** Serves `bytes` at a URL, as Gupshup does for an inbound file; returns the URL. */
  addMedia: (bytes: Buffer, mimeType: string) => string;
  credentials: (overrides?: Record<string, string>) => FakeGupshupCredentials;
  /** The server settings that point the app's Gupshup channels at this fake (createTestApp's config). */
  config: () => { GUPSHUP_API_BASE: string };
  /** Adapter options that point a Gupshup adapter at this fake (provider unit tests). */
  adapterOptions: () => { apiBase: string; outbound: OutboundPolicy };
  reset: () => void;
  close: () => Promise<void>;
};

const MESSAGE_PATH = '/wa/api/v1/msg';
const TEMPLATE_PATH = '/wa/api/v1/template/msg';
const MEDIA_PATH = /^\/media\/([^/]+)$/;

export const FAKE_GUPSHUP_API_KEY = 'fake-gupshup-api-key';
export const FAKE_GUPSHUP_PARTNER_TOKEN = 'fake-gupshup-partner-token';

const error = (status: number, message: string): GupshupFakeResponse => ({ status, body: { status: 'error', message } });

export const gupshupFailures = {
  tooManyRequests: (): GupshupFakeResponse => error(429, 'Too Many Requests'),
  authenticationFailed: (): GupshupFakeResponse => error(401, 'Authentication Failed'),
  serverError: (): GupshupFakeResponse => error(500, 'Internal Server Error'),
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeGupshup(options: { apiKey?: string; partnerToken?: string } = {}): Promise<FakeGupshup> {
  const apiKey = options.apiKey ?? FAKE_GUPSHUP_API_KEY;
  const templates = createGupshupTemplateStore();
  const partner = createPartnerApi(options.partnerToken ?? FAKE_GUPSHUP_PARTNER_TOKEN);
  const requests: GupshupRecordedRequest[] = [];
  const sends: GupshupSend[] = [];
  const media = new Map<string, { bytes: Buffer; mimeType: string }>();
  let failures: Array<{ response: GupshupFakeResponse; remaining: number }> = [];
  let baseUrl = '';

  function scripted(): GupshupFakeResponse | undefined {
    const script = failures.find((f) => f.remaining > 0);
    if (!script) return undefined;
    script.remaining -= 1;
    return script.response;
  }

  function handleSend(request: GupshupRecordedRequest): GupshupFakeResponse {
    if (request.headers.apikey !== apiKey) return error(401, 'Authentication Failed');
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded') || !request.form) {
      return error(400, 'The request body must be application/x-www-form-urlencoded');
    }
    try {
      if (request.path === MESSAGE_PATH) validateMessageForm(request.form);
      else validateTemplateForm(request.form);
    } catch (e) {
      if (e instanceof GupshupValidationError) return error(400, e.message);
      throw e;
    }
    const messageId = randomUUID();
    sends.push({ path: request.path, form: request.form, messageId });
    return { status: 202, body: { status: 'submitted', messageId } };
  }

  /** Template and Partner API calls; anything else is an unknown path. */
  function otherCall(request: GupshupRecordedRequest): GupshupFakeResponse {
    const partnerAnswer = partner.handle({
      method: request.method,
      path: request.path,
      query: request.query,
      authorization: request.headers.authorization,
      contentType: String(request.headers['content-type'] ?? ''),
      raw: request.raw,
    });
    if (partnerAnswer) return partnerAnswer;
    const isTemplateCall = request.path.startsWith('/sm/api/v1/template/');
    if (isTemplateCall && request.headers.apikey !== apiKey) return error(401, 'Authentication Failed');
    return templates.handle(request.method, request.path, request.form) ?? error(404, `Unknown path ${request.path}`);
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake-gupshup');
    const raw = await readBody(req);
    const isForm = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const request: GupshupRecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      raw,
      ...(isForm ? { form: Object.fromEntries(new URLSearchParams(raw)) } : {}),
    };
    requests.push(request);

    const mediaMatch = MEDIA_PATH.exec(request.path);
    if (mediaMatch && request.method === 'GET') {
      const file = media.get(mediaMatch[1] ?? '');
      if (!file) return void res.writeHead(404).end('Not Found');
      res.writeHead(200, { 'content-type': file.mimeType, 'content-length': file.bytes.length });
      return void res.end(file.bytes);
    }
    const isSend = request.method === 'POST' && (request.path === MESSAGE_PATH || request.path === TEMPLATE_PATH);
    const answer = scripted() ?? (isSend ? handleSend(request) : otherCall(request));
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body ?? {}));
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch((e: unknown) => {
      if (res.headersSent) return;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', message: `Fake Gupshup crashed: ${String(e)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    requests,
    sends,
    templates,
    setUsage: (appId, days) => partner.setUsage(appId, days),
    readEvents: partner.readEvents,
    failNext(count, response) {
      failures.push({ response, remaining: count });
    },
    addMedia(bytes, mimeType) {
      const id = randomUUID();
      media.set(id, { bytes, mimeType });
      return `${baseUrl}/media/${id}`;
    },
    credentials: (overrides = {}) => ({
      apiKey,
      appName: 'LojaGupshup',
      source: '5511944440000',
      webhookToken: 'token-secreto-do-canal-gupshup',
      ...overrides,
    }),
    config: () => ({ GUPSHUP_API_BASE: baseUrl }),
    adapterOptions: () => ({ apiBase: baseUrl, outbound: sharedOutboundPolicy(true) }),
    reset() {
      requests.length = 0;
      sends.length = 0;
      failures = [];
      templates.clear();
      partner.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
