// What WhatsApp accepts per media type (Cloud API "supported media types"), with the pt-BR refusals.
import { mediaKindOf, mediaUploadLimits, type SendMediaKind } from '@atende/contract';
import { AppError, badRequest } from '../../platform/http/errors.js';

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
      throw new AppError(415, 'unsupported_media_type', `O conteúdo deste arquivo não é de fato ${baseMime(claimed)}: envie o arquivo original para mandá-lo como ${kindLabels[kind]}.`);
    }
    throw new AppError(415, 'unsupported_media_type', `O WhatsApp não aceita ${mimeType || 'este formato'} como ${kindLabels[kind]}. Formatos aceitos: ${allowed.join(', ')}.`);
  }
  return kind;
}

export function tooLarge(kind: SendMediaKind): AppError {
  return new AppError(413, 'file_too_large', `Arquivo grande demais: o WhatsApp aceita ${kindLabels[kind]} de até ${megabytes(mediaUploadLimits[kind].maxBytes)}.`);
}

/** A stored upload may go as the requested type only when its format fits it. */
export function assertSendableAs(kind: SendMediaKind, mimeType: string, size: number | null): void {
  const allowed = mediaUploadLimits[kind].mimeTypes;
  if (allowed && !allowed.includes(baseMime(mimeType))) {
    throw badRequest('media_type_mismatch', `Este arquivo (${mimeType}) não pode ser enviado como ${kindLabels[kind]}.`);
  }
  if (size !== null && size > mediaUploadLimits[kind].maxBytes) throw tooLarge(kind);
}
