// What the simulated phone may attach, with WhatsApp's limits and pt-BR refusals: an image (JPEG/PNG,
// up to 5 MB, as WhatsApp) or a document of any type, capped at 16 MB here (WhatsApp takes 100 MB;
// a demo phone has no need for more and the page holds the file in memory).
import { mediaKindOf, mediaUploadLimits } from '@atende/contract';
import { fail, type AppError } from '../../platform/http/errors.js';
import { acceptedKind, tooLarge, detectStoredType } from '../media/index.js';
import type { SimulatorFiles } from '../../providers/simulator/simulator-files.js';

export const simulatorFileKinds = ['image', 'document'] as const;
export type SimulatorFileKind = (typeof simulatorFileKinds)[number];

export const SIMULATOR_DOCUMENT_MAX_BYTES = 16 * 1024 * 1024;
/** The most a phone upload may carry (the larger of the two kinds' caps). */
export const SIMULATOR_FILE_MAX_BYTES = Math.max(SIMULATOR_DOCUMENT_MAX_BYTES, mediaUploadLimits.image.maxBytes);

const maxBytes: Record<SimulatorFileKind, number> = { image: mediaUploadLimits.image.maxBytes, document: SIMULATOR_DOCUMENT_MAX_BYTES };

/** The kind a file goes as: the one asked for, or an image when it is a JPEG/PNG, a document otherwise. */
export function simulatorKindOf(mimeType: string, requested: SimulatorFileKind | undefined, claimed?: string): SimulatorFileKind {
  const kind = requested ?? (mediaKindOf(mimeType) === 'image' ? 'image' : 'document');
  acceptedKind(mimeType, kind, claimed);
  return kind;
}

const refuseSize = (kind: SimulatorFileKind): AppError =>
  kind === 'image'
    ? tooLarge('image')
    : fail('simulator_document_too_large', { params: { megabytes: SIMULATOR_DOCUMENT_MAX_BYTES / (1024 * 1024) } });

export type PhoneUpload = {
  fileName: string;
  mimeType: string;
  /** The bytes read, up to SIMULATOR_FILE_MAX_BYTES. */
  data: Buffer;
  /** True when the file went past SIMULATOR_FILE_MAX_BYTES and was cut. */
  truncated: boolean;
};

export type PhoneFile = { providerMediaId: string; kind: SimulatorFileKind; mimeType: string; fileName: string | null; size: number };

export function createSimulatorMedia(files: SimulatorFiles) {
  /** Keeps a file the phone is about to send, on the "provider's side", and answers its provider media id. */
  async function upload(channelId: string, file: PhoneUpload, requested: SimulatorFileKind | undefined): Promise<PhoneFile> {
    // The type its bytes prove, as for any file we keep (stored-type.ts): the page's claim is only a hint.
    const mimeType = await detectStoredType(file.data, file.mimeType, file.fileName);
    const kind = simulatorKindOf(mimeType, requested, file.mimeType);
    if (file.truncated || file.data.length > maxBytes[kind]) throw refuseSize(kind);
    if (file.data.length === 0) throw fail('media_empty_file');
    const fileName = file.fileName || null;
    const saved = await files.save(channelId, file.data, { mimeType, fileName });
    return { providerMediaId: saved.providerMediaId, kind, mimeType, fileName, size: saved.size };
  }
  return { upload };
}

export type SimulatorMedia = ReturnType<typeof createSimulatorMedia>;
