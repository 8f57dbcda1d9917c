// Media on the fake Graph server: the files it holds (registered by a test or uploaded through
// POST /{version}/{phone-number-id}/media), described by GET /{version}/{id} and served from
// /media-download/{id}, as Graph does.
import { createHash, randomInt } from 'node:crypto';
import { graphError, type FakeResponse } from './fake-graph.responses.js';
import { invalidParameter } from './fake-graph.messages.js';
import { VERSION } from './fake-graph.request.js';
import type { FakeMediaFile, RecordedRequest } from './fake-graph.types.js';

const MEDIA_UPLOAD_PATH = new RegExp(String.raw`^/(${VERSION})/([^/]+)/media$`);
const NODE_PATH = new RegExp(String.raw`^/(${VERSION})/([^/]+)$`);
const DOWNLOAD_PATH = /^\/media-download\/([^/]+)$/;

export type MediaAnswer = FakeResponse | { status: number; bytes: Buffer; mimeType: string };

export function createMediaStore() {
  const files = new Map<string, FakeMediaFile>();

  function add(id: string, bytes: Buffer, mimeType: string): FakeMediaFile {
    const file = { id, bytes, mimeType, sha256: createHash('sha256').update(bytes).digest('hex') };
    files.set(id, file);
    return file;
  }

  function download(request: RecordedRequest): MediaAnswer | undefined {
    const match = DOWNLOAD_PATH.exec(request.path);
    if (!match || request.method !== 'GET') return undefined;
    const file = files.get(decodeURIComponent(match[1] ?? ''));
    return file ? { status: 200, bytes: file.bytes, mimeType: file.mimeType } : { status: 404, body: 'Not Found' };
  }

  function upload(request: RecordedRequest, fileBytes: Buffer | undefined): FakeResponse | undefined {
    if (!MEDIA_UPLOAD_PATH.test(request.path) || request.method !== 'POST') return undefined;
    const form = request.multipart;
    if (!form) return invalidParameter('The upload must be multipart/form-data');
    if (form.fields.messaging_product !== 'whatsapp') return invalidParameter("messaging_product must be 'whatsapp'");
    const type = form.fields.type;
    if (!type || !/^[\w.+-]+\/[\w.+-]+$/.test(type)) return invalidParameter('type must be the MIME type of the file');
    if (!form.file || !fileBytes || fileBytes.length === 0) return invalidParameter('file is required');
    const id = String(randomInt(100_000_000, 999_999_999)) + String(randomInt(1_000_000, 9_999_999));
    // What was uploaded can be fetched back, as with Graph.
    add(id, fileBytes, type);
    return { status: 200, body: { id } };
  }

  function describe(request: RecordedRequest, baseUrl: string): FakeResponse | undefined {
    const node = NODE_PATH.exec(request.path);
    if (!node || request.method !== 'GET') return undefined;
    const id = decodeURIComponent(node[2] ?? '');
    const file = files.get(id);
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

  return { files, add, download, upload, describe };
}
