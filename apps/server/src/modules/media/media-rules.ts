// What WhatsApp accepts per media type (Cloud API "supported media types"), with the pt-BR refusals.
import { mediaKindOf, mediaUploadLimits, type SendMediaKind } from '@atende/contract';
import { fail, type AppError } from '../../platform/http/errors.js';

export const kindLabels: Record<SendMediaKind, string> = {
  image: 'imagem',
  audio: 'áudio',
  video: 'vídeo',
  document: 'documento',
  sticker: 'figurinha',
};

const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`);

export const baseMime = (mimeType: string) => mimeType.split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The type the file goes as, refusing (415) a format WhatsApp does not take for it. `mimeType` is the
 * type detected from the bytes (stored-type.ts); `claimed`, the sender's, only words the refusal when
 * the file is not what it claims to be.
 */
export function acceptedKind(mimeType: string, requested: SendMediaKind | undefined, claimed?: string): SendMediaKind {
  const kind = requested ?? mediaKindOf(mimeType);
  const allowed = mediaUploadLimits[kind].mimeTypes;
  if (allowed && !allowed.includes(baseMime(mimeType))) {
    if (claimed !== undefined && allowed.includes(baseMime(claimed))) {
      throw fail('media_not_what_it_claims', { params: { claimed: baseMime(claimed), kind: kindLabels[kind] } });
    }
    throw fail('media_type_not_accepted', { params: { type: mimeType || 'este formato', kind: kindLabels[kind], accepted: allowed.join(', ') } });
  }
  return kind;
}

export function tooLarge(kind: SendMediaKind): AppError {
  return fail('media_too_large', { params: { kind: kindLabels[kind], limit: megabytes(mediaUploadLimits[kind].maxBytes) } });
}

/** A stored upload may go as the requested type only when its format fits it. */
export function assertSendableAs(kind: SendMediaKind, mimeType: string, size: number | null): void {
  const allowed = mediaUploadLimits[kind].mimeTypes;
  if (allowed && !allowed.includes(baseMime(mimeType))) {
    throw fail('media_type_mismatch', { params: { type: mimeType, kind: kindLabels[kind] } });
  }
  if (size !== null && size > mediaUploadLimits[kind].maxBytes) throw tooLarge(kind);
}
