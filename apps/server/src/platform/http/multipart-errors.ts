// What a broken or oversized multipart upload is answered with: @fastify/multipart's coded errors and
// busboy's plain ones (a body cut short, no boundary) become 4xx in pt-BR instead of a 500. The error
// handler asks here first, so every upload route, present or future, inherits the same answers.
import { errorBodyOf, type ErrorBody } from '@atende/contract';

const broken: ErrorBody = errorBodyOf('multipart_broken');

const byCode: Record<string, ErrorBody> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: errorBodyOf('multipart_wrong_type'),
  FST_REQ_FILE_TOO_LARGE: errorBodyOf('multipart_file_too_large'),
  FST_PARTS_LIMIT: errorBodyOf('too_many_parts'),
  FST_FILES_LIMIT: errorBodyOf('too_many_files'),
  FST_FIELDS_LIMIT: errorBodyOf('too_many_fields'),
  FST_PROTO_VIOLATION: broken,
  FST_INVALID_JSON_FIELD_ERROR: errorBodyOf('multipart_bad_json_field'),
};

// busboy throws plain Errors; these are its messages for a malformed body (see @fastify/busboy).
const busboyMessages = [/^Multipart: Boundary not found$/, /^Unexpected end of multipart data$/, /terminated early due to unexpected end of multipart data$/, /^Malformed part header$/];

/**
 * `duringUpload`: the request is multipart. A body cut short inside a file ends that file's stream
 * early (busboy destroys it without an error), which its reader sees as Node's premature close.
 */
export function multipartErrorBody(err: unknown, duringUpload: boolean): ErrorBody | null {
  if (!(err instanceof Error)) return null;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && Object.hasOwn(byCode, code)) return { ...(byCode[code] as ErrorBody) };
  if (code === undefined && busboyMessages.some((m) => m.test(err.message))) return { ...broken };
  if (duringUpload && code === 'ERR_STREAM_PREMATURE_CLOSE') return { ...broken };
  return null;
}
