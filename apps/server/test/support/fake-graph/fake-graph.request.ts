// How the fake Graph server reads a request into what it records (JSON or text body, multipart form,
// an upload session's raw bytes), and matches recorded requests against a test's script.
import type { IncomingMessage } from 'node:http';
import type { RecordedMultipart, RecordedRequest, RequestMatcher } from './fake-graph.types.js';
import { UPLOAD_SESSION_PATH } from './fake-graph.uploads.js';

/** A Graph API version in a path, e.g. v23.0. */
export const VERSION = String.raw`v\d+\.\d+`;

export function matcherOf(matcher: RequestMatcher): (request: RecordedRequest) => boolean {
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

/** The request as recorded, and the bytes of a multipart upload's file. */
export async function recordRequest(req: IncomingMessage): Promise<{ request: RecordedRequest; fileBytes: Buffer | undefined }> {
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
  return { request, fileBytes: multipart?.fileBytes };
}
