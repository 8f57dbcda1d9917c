// What a media header's sample file may be before it goes to the provider: the contract's type and
// size per format (Meta's Resumable Upload types, WhatsApp's size limits), and bytes that really are
// that type, so a renamed file is refused here in pt-BR instead of by Meta's review days later.
import type { FastifyRequest } from 'fastify';
import {
  headerSampleMime,
  headerSampleProblem,
  TEMPLATE_HEADER_SAMPLE_LIMITS,
  TEMPLATE_MEDIA_FORMATS,
  type TemplateMediaFormat,
} from '@atende/contract';
import { AppError, fail } from '../../platform/http/errors.js';
import { readUploadedFile, type UploadedFile } from '../../platform/http/uploaded-file.js';

/** The largest sample of any format: the multipart reader's limit before the format's own. */
export const HEADER_SAMPLE_MAX_BYTES = Math.max(...TEMPLATE_MEDIA_FORMATS.map((f) => TEMPLATE_HEADER_SAMPLE_LIMITS[f].maxBytes));

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** The first bytes of each accepted type (JPEG SOI, PNG signature, an ISO-BMFF `ftyp` box, %PDF-). */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'video/mp4': (b) => startsWith(b, [0x66, 0x74, 0x79, 0x70], 4),
  'application/pdf': (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]),
};

export type HeaderSampleFile = UploadedFile;

/** The format as the refusals name it, in the words of the contract's headerSampleProblem (the browser's check). */
const formatNames: Record<TemplateMediaFormat, string> = { IMAGE: 'imagem', VIDEO: 'vídeo', DOCUMENT: 'documento' };

const tooLarge = (format: TemplateMediaFormat) =>
  fail('template_sample_too_large', { params: { kind: formatNames[format], megabytes: TEMPLATE_HEADER_SAMPLE_LIMITS[format].maxBytes / (1024 * 1024) } });

/** The request's file (field "file"), read up to the format's limit; over it, the format's own 413. */
export async function readHeaderSample(request: FastifyRequest, format: TemplateMediaFormat): Promise<HeaderSampleFile> {
  try {
    return await readUploadedFile(request, TEMPLATE_HEADER_SAMPLE_LIMITS[format].maxBytes, 'o arquivo de exemplo');
  } catch (err) {
    if (err instanceof AppError && err.code === 'file_too_large') throw tooLarge(format);
    throw err;
  }
}

/** The file as it goes to the provider (MIME type normalized), or the pt-BR refusal: 415 type, 413 size, 400 empty. */
export function checkedHeaderSample(format: TemplateMediaFormat, file: HeaderSampleFile): HeaderSampleFile {
  const problem = headerSampleProblem(format, { mimeType: file.mimeType, size: file.bytes.length });
  if (problem?.kind === 'type') throw fail('template_sample_wrong_type', { params: { kind: formatNames[format], label: TEMPLATE_HEADER_SAMPLE_LIMITS[format].label } });
  if (problem?.kind === 'size') throw tooLarge(format);
  if (problem) throw fail('template_sample_empty');
  const mimeType = headerSampleMime(file.mimeType);
  if (!SIGNATURES[mimeType]?.(file.bytes)) {
    throw fail('template_sample_not_its_type', { params: { fileName: file.fileName, label: TEMPLATE_HEADER_SAMPLE_LIMITS[format].label } });
  }
  return { ...file, mimeType };
}

/** The format a sample's type belongs to (the simulator, like Meta, is not told the header's format). */
export function sampleFormatOf(mimeType: string): TemplateMediaFormat | undefined {
  const mime = headerSampleMime(mimeType);
  return TEMPLATE_MEDIA_FORMATS.find((f) => TEMPLATE_HEADER_SAMPLE_LIMITS[f].mimeTypes.includes(mime));
}
