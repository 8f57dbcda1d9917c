// Files (POST /api/upload): what WhatsApp accepts per media type, and the stored file's answer.
import { z } from 'zod';
import { idSchema } from './common.js';
import { sendMediaKinds, type SendMediaKind } from './message-send.js';

/** What WhatsApp accepts per type, in bytes. */
export const mediaUploadLimits: Record<SendMediaKind, { maxBytes: number; mimeTypes: readonly string[] | null }> = {
  image: { maxBytes: 5 * 1024 * 1024, mimeTypes: ['image/jpeg', 'image/png'] },
  audio: { maxBytes: 16 * 1024 * 1024, mimeTypes: ['audio/aac', 'audio/amr', 'audio/mpeg', 'audio/mp4', 'audio/ogg'] },
  video: { maxBytes: 16 * 1024 * 1024, mimeTypes: ['video/mp4', 'video/3gpp'] },
  /** Any file type. */
  document: { maxBytes: 100 * 1024 * 1024, mimeTypes: null },
  sticker: { maxBytes: 500 * 1024, mimeTypes: ['image/webp'] },
};

/** The WhatsApp type a file goes as when the sender does not say. */
export function mediaKindOf(mimeType: string): SendMediaKind {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  for (const kind of ['image', 'audio', 'video', 'sticker'] as const) {
    if (mediaUploadLimits[kind].mimeTypes?.includes(base)) return kind;
  }
  return 'document';
}

export const uploadedMediaSchema = z.object({
  _id: idSchema,
  kind: z.enum(sendMediaKinds),
  mimeType: z.string(),
  fileName: z.string().nullable(),
  size: z.number(),
  url: z.string(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
export const uploadResponseSchema = z.object({ statusCode: z.number().int(), media: uploadedMediaSchema });
