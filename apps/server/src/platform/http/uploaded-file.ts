// The one file of a multipart upload (field "file"), read into memory up to a size limit, with the
// pt-BR refusals every upload route gives: not multipart, no file, too large.
import type { FastifyRequest } from 'fastify';
import { fail } from './errors.js';

export type UploadedFile = { fileName: string; mimeType: string; bytes: Buffer };

export const fileTooLarge = (maxBytes: number) => fail('upload_over_limit', { params: { megabytes: maxBytes / (1024 * 1024) } });

const isTooLarge = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

export async function readUploadedFile(request: FastifyRequest, maxBytes: number, what = 'a planilha'): Promise<UploadedFile> {
  if (!request.isMultipart()) throw fail('upload_not_multipart', { params: { what } });
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file || file.fieldname !== 'file') throw fail('upload_without_file', { params: { what } });
  try {
    return { fileName: file.filename, mimeType: file.mimetype, bytes: await file.toBuffer() };
  } catch (err) {
    if (isTooLarge(err)) throw fileTooLarge(maxBytes);
    throw err;
  }
}
