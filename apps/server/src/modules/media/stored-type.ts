// The type we store for a file: the one its bytes prove (file-type reads the magic numbers), never
// the uploader's claim or the provider's `mime_type`, because that type decides how the file is served
// and sent. Every way a file enters storage goes through detectStoredType: operator uploads, inbound
// provider downloads, the simulator phone's uploads.
// - Detected: stored as detected (a JPEG claimed as PDF is a JPEG), in the names WhatsApp uses.
//   Exception: a container file-type cannot see inside (an MP4 holding only audio, a DOCX read from a
//   64 KB head) keeps a claim of the same container, which only says more about the same bytes.
// - Not detected (text has no magic number: plain text, CSV, SVG, HTML, XML): the claim is kept only
//   when it is a harmless type a browser does not run (text/plain, CSV, office files); anything else,
//   image/svg+xml and text/html above all, is stored as application/octet-stream.
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

export const OCTET_STREAM = 'application/octet-stream';

/** How much of a file's start is read to detect it (file-type needs 4 KB for most; zip-based office files more). */
export const DETECTION_SAMPLE_BYTES = 64 * 1024;

const baseType = (mimeType: string | null | undefined): string => mimeType?.split(';')[0]?.trim().toLowerCase() ?? '';

/** file-type's names for what WhatsApp and our contract call otherwise. */
const CANONICAL: Record<string, string> = {
  'audio/x-m4a': 'audio/mp4',
  'image/apng': 'image/png',
};

/** Claims kept when nothing is detected: types a browser shows as text or hands to another program. */
const HARMLESS_TYPES = new Set([
  'text/plain',
  'text/csv',
  'text/tab-separated-values',
  'text/calendar',
  'text/vcard',
  'text/x-vcard',
  'application/csv',
  'application/json',
  'application/rtf',
  'text/rtf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
]);
const HARMLESS_PREFIXES = ['application/vnd.openxmlformats-officedocument.', 'application/vnd.oasis.opendocument.'];

const isHarmless = (type: string) => HARMLESS_TYPES.has(type) || HARMLESS_PREFIXES.some((p) => type.startsWith(p));

/** For a claim that says nothing (empty, octet-stream), the harmless type a file name's extension names. */
const HARMLESS_EXTENSIONS: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  ics: 'text/calendar',
  vcf: 'text/vcard',
  json: 'application/json',
  rtf: 'application/rtf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

/**
 * Container families: when file-type names the container but not what is in it (a generic name on
 * the left of a family), a claim from the same family says more about the same bytes and is kept.
 */
const CONTAINER_FAMILIES: Array<{ generic: readonly string[]; member: (type: string) => boolean }> = [
  { generic: ['video/mp4', 'audio/mp4', 'video/3gpp'], member: (t) => ['video/mp4', 'audio/mp4', 'video/3gpp', 'audio/3gpp'].includes(t) },
  { generic: ['application/ogg', 'audio/ogg', 'video/ogg'], member: (t) => ['audio/ogg', 'video/ogg', 'application/ogg'].includes(t) },
  { generic: ['video/webm'], member: (t) => ['video/webm', 'audio/webm'].includes(t) },
  { generic: ['application/zip'], member: (t) => HARMLESS_PREFIXES.some((p) => t.startsWith(p)) || t === 'application/epub+zip' },
  { generic: ['application/x-cfb'], member: (t) => ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'].includes(t) },
];

const narrows = (claimed: string, detected: string) => CONTAINER_FAMILIES.some((f) => f.generic.includes(detected) && f.member(claimed));

/** The stored type from what was detected (file-type's mime, or undefined) and what was claimed. */
export function storedTypeOf(detected: string | undefined, claimedType: string | null | undefined, fileName?: string | null): string {
  const claimed = baseType(claimedType);
  if (detected) {
    const type = CANONICAL[baseType(detected)] ?? baseType(detected);
    return claimed !== type && narrows(claimed, type) ? claimed : type;
  }
  if (isHarmless(claimed)) return claimed;
  if (claimed === '' || claimed === OCTET_STREAM) {
    const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
    return (extension && HARMLESS_EXTENSIONS[extension]) || OCTET_STREAM;
  }
  return OCTET_STREAM;
}

/** The type to store for these bytes (the whole file or at least its first DETECTION_SAMPLE_BYTES). */
export async function detectStoredType(bytes: Uint8Array, claimedType: string | null | undefined, fileName?: string | null): Promise<string> {
  // Bytes file-type cannot parse are, for us, bytes of no known type: the claim rules below decide.
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes.subarray(0, DETECTION_SAMPLE_BYTES)).catch(() => undefined) : undefined;
  return storedTypeOf(detected?.mime, claimedType, fileName);
}

/**
 * Reads the start of a stream to detect its type, and answers a stream of all its bytes (that start
 * included) to store, so an upload is never held whole in memory. Destroying the answer (a refusal
 * before storing, a size cap while storing) ends the source too.
 */
export async function detectStreamType(
  source: Readable,
  claimedType: string | null | undefined,
  fileName?: string | null,
): Promise<{ mimeType: string; stream: Readable }> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let seen = 0;
  let ended = false;
  while (seen < DETECTION_SAMPLE_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    seen += next.value.length;
  }
  const mimeType = await detectStoredType(Buffer.concat(head), claimedType, fileName);
  const stream = new Readable({
    read() {
      const first = head.shift();
      if (first) return void this.push(first);
      if (ended) return void this.push(null);
      chunks.next().then(
        (next) => {
          if (next.done) ended = true;
          this.push(next.done ? null : next.value);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      if (ended) return callback(error);
      ended = true;
      (chunks.return?.() ?? Promise.resolve()).then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
  return { mimeType, stream };
}
