// How a file we keep or build (an operator's upload, a customer's file, an export) goes back to a
// browser. We serve them from the app's own origin, so a file a browser would run (SVG, HTML, XML...)
// would run with the viewer's session. The policy, in this one place for every route that sends a file:
// - only a short allow-list of types that browsers show passively (pictures, audio, video) goes
//   `inline`; everything else is an `attachment` (a download), whatever its type says;
// - every answer, errors included, carries `nosniff` (the browser keeps to the declared type) and a
//   `sandbox; default-src 'none'` policy (should anything render anyway, it runs with no origin and
//   may load nothing).
// Routes set these on their own reply, so they win over global defaults for the app's pages (helmet).
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The types shown inline: what WhatsApp carries as image, sticker, video and audio, and GIF. */
export const INLINE_SAFE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
  'audio/ogg',
  'audio/mpeg',
  'audio/aac',
  'audio/mp4',
  'audio/amr',
]);

export const FILE_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";

const OCTET_STREAM = 'application/octet-stream';
const TOKEN = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

const baseType = (mimeType: string): string => mimeType.split(';')[0]?.trim().toLowerCase() ?? '';

export const isInlineSafe = (mimeType: string): boolean => INLINE_SAFE_TYPES.has(baseType(mimeType));

/** The Content-Type we send: the stored type without parameters, or octet-stream when it is not a well-formed type (old rows may hold anything). */
export function servedContentType(mimeType: string): string {
  const base = baseType(mimeType);
  return TOKEN.test(base) ? base : OCTET_STREAM;
}

// RFC 5987 attr-char leaves out ' ( ) * too, which encodeURIComponent keeps.
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
// A lone surrogate (possible in a name from JSON) would make encodeURIComponent throw.
const wellFormed = (value: string) => value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** RFC 6266: an ASCII fallback (accents dropped, anything else unsafe as `_`) and the exact UTF-8 name. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const name = wellFormed(fileName.trim()) || 'arquivo';
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.-]+/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

export const attachmentHeader = (fileName: string): string => contentDisposition('attachment', fileName);

/** nosniff and the sandbox policy: on every answer of a route that sends files, set before anything can fail. */
export function setFileSafetyHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('x-content-type-options', 'nosniff').header('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
}

/** For a file route's `onRequest`: its refusals (403, 404, 409...) carry the safety headers too. */
export async function fileSafetyHook(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  setFileSafetyHeaders(reply);
}

export type ServedFile = {
  mimeType: string;
  fileName: string;
  body: Readable | Buffer;
  size?: number;
  cacheControl?: string;
};

/** Sends a stored file under the policy: inline only when its type is on the allow-list. */
export function sendStoredFile(reply: FastifyReply, file: ServedFile): FastifyReply {
  setFileSafetyHeaders(reply)
    .header('content-type', servedContentType(file.mimeType))
    .header('content-disposition', contentDisposition(isInlineSafe(file.mimeType) ? 'inline' : 'attachment', file.fileName));
  if (file.size !== undefined) reply.header('content-length', file.size);
  if (file.cacheControl) reply.header('cache-control', file.cacheControl);
  return reply.send(file.body);
}
