// The fake Graph server's public shapes: what it records, how a test scripts it, and its handle.
import type { IncomingHttpHeaders } from 'node:http';
import type { OutboundPolicy } from '../../../src/platform/http/outbound-policy.js';
import type { FakeResponse } from './fake-graph.responses.js';
import type { TemplateStore } from './fake-graph.templates.js';
import type { UploadStore } from './fake-graph.uploads.js';
import type { CatalogStore } from './fake-graph.catalog.js';

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
  /** Meta's product catalogs behind POST /{version}/{catalog_id}/items_batch (Catalog Batch API). */
  catalogs: CatalogStore;
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
  /** Forgets recorded requests, scripted responses, templates, uploads and catalogs (media stays). */
  reset: () => void;
  close: () => Promise<void>;
};

export type FakeGraphOptions = {
  /** When set, any other bearer token is refused with Graph's 401/190; otherwise any token is accepted. */
  accessToken?: string;
  /** The app's id (default 900000000000001). */
  appId?: string;
};
