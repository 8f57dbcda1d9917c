// The fake Graph's Resumable Upload API (Meta's "Upload a file" guide), as template samples use it:
// POST /{app-id}/uploads?file_name&file_length&file_type opens a session and answers its id
// (`upload:<key>?sig=<sig>`); POST /upload:<key>?sig= with `file_offset` and the raw bytes completes it
// and answers the handle `h`; GET /upload:<key>?sig= answers how much it kept (file_offset). It checks
// what Meta checks (app, type, length, offset, that the bytes are the declared type) and remembers the
// handles it issued, so a template create can be refused a handle it never gave.
import { randomBytes } from 'node:crypto';
import { graphError, type FakeResponse } from './fake-graph.responses.js';

/** The file_type values Meta's guide lists. */
export const UPLOAD_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png', 'video/mp4'] as const;

export const APP_UPLOADS_PATH = /^\/(v\d+\.\d+)\/([^/]+)\/uploads$/;
export const UPLOAD_SESSION_PATH = /^\/(v\d+\.\d+)\/upload:([^/]+)$/;

export type FakeUploadSession = {
  key: string;
  sig: string;
  fileName: string;
  fileLength: number;
  fileType: string;
  /** Bytes received so far (file_offset). */
  bytes: Buffer;
  handle?: string;
};

export type FakeIssuedHandle = { handle: string; fileName: string; fileType: string; bytes: Buffer };

const invalid = (problem: string, subcode?: number): FakeResponse =>
  graphError(400, { code: 100, message: `(#100) ${problem}`, details: problem, ...(subcode !== undefined ? { subcode } : {}) });

/** What the first bytes of each type look like (independent of the app's own check). */
function looksLike(fileType: string, bytes: Buffer): boolean {
  const hex = bytes.subarray(0, 12).toString('hex');
  if (fileType === 'image/jpeg' || fileType === 'image/jpg') return hex.startsWith('ffd8ff');
  if (fileType === 'image/png') return hex.startsWith('89504e470d0a1a0a');
  if (fileType === 'video/mp4') return bytes.subarray(4, 8).toString('latin1') === 'ftyp';
  if (fileType === 'application/pdf') return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
  return false;
}

export function createUploadStore(appId: string) {
  const sessions = new Map<string, FakeUploadSession>();
  const handles = new Map<string, FakeIssuedHandle>();
  /** The next upload keeps only this many bytes, then fails as Meta unavailable (a dropped connection). */
  let interruptAfter: number | undefined;

  function sessionOf(key: string, query: Record<string, string>): FakeUploadSession | FakeResponse {
    const session = sessions.get(key);
    if (!session) return invalid(`Upload session upload:${key} does not exist`, 33);
    if (query.sig !== session.sig) return invalid('The upload session signature (sig) is missing or invalid');
    return session;
  }

  /** POST /{app-id}/uploads */
  function start(pathAppId: string, query: Record<string, string>): FakeResponse {
    if (pathAppId !== appId) {
      return graphError(400, {
        code: 100,
        subcode: 33,
        type: 'GraphMethodException',
        message: `Unsupported post request. Object with ID '${pathAppId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      });
    }
    const { file_name: fileName, file_length: length, file_type: fileType } = query;
    if (!fileName) return invalid('The parameter file_name is required');
    if (!length || !/^\d+$/.test(length) || Number(length) <= 0) return invalid('file_length must be the size of the file in bytes');
    if (!fileType || !(UPLOAD_FILE_TYPES as readonly string[]).includes(fileType)) return invalid(`file_type must be one of ${UPLOAD_FILE_TYPES.join(', ')}`);
    const key = randomBytes(18).toString('base64url');
    const session: FakeUploadSession = { key, sig: randomBytes(12).toString('base64url'), fileName, fileLength: Number(length), fileType, bytes: Buffer.alloc(0) };
    sessions.set(key, session);
    return { status: 200, body: { id: `upload:${key}?sig=${session.sig}` } };
  }

  /** POST /upload:<key>?sig= with file_offset and the bytes from there. */
  function upload(key: string, query: Record<string, string>, fileOffset: string | undefined, bytes: Buffer): FakeResponse {
    const session = sessionOf(key, query);
    if (!('key' in session)) return session;
    if (fileOffset === undefined || !/^\d+$/.test(fileOffset)) return invalid('The file_offset header is required');
    if (Number(fileOffset) !== session.bytes.length) return invalid(`file_offset ${fileOffset} does not match the upload session's offset ${session.bytes.length}`);
    if (session.bytes.length + bytes.length !== session.fileLength) {
      return invalid(`The bytes sent (${bytes.length} from offset ${fileOffset}) do not complete file_length ${session.fileLength}`);
    }
    if (interruptAfter !== undefined) {
      session.bytes = Buffer.concat([session.bytes, bytes.subarray(0, interruptAfter)]);
      interruptAfter = undefined;
      return graphError(503, { code: 2, message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException' });
    }
    session.bytes = Buffer.concat([session.bytes, bytes]);
    if (!session.handle) {
      if (!looksLike(session.fileType, session.bytes)) return invalid(`The file's content is not ${session.fileType}`);
      // Meta's handles read `4::<base64 of the type>:<opaque>`.
      const handle = `4::${Buffer.from(session.fileType).toString('base64')}:${randomBytes(24).toString('base64url')}`;
      session.handle = handle;
      handles.set(handle, { handle, fileName: session.fileName, fileType: session.fileType, bytes: session.bytes });
    }
    return { status: 200, body: { h: session.handle } };
  }

  /** GET /upload:<key>?sig= */
  function status(key: string, query: Record<string, string>): FakeResponse {
    const session = sessionOf(key, query);
    if (!('key' in session)) return session;
    return { status: 200, body: { id: `upload:${key}`, file_offset: session.bytes.length } };
  }

  return {
    start,
    upload,
    status,
    sessions,
    /** Every handle issued, with the file it stands for. */
    handles,
    interruptNext: (bytesKept: number) => {
      interruptAfter = bytesKept;
    },
    clear: () => {
      sessions.clear();
      handles.clear();
      interruptAfter = undefined;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
