// What the simulated phone may attach, checked before uploading (the server checks again): an image as
// WhatsApp takes it (JPEG or PNG, up to 5 MB) or a document of any type, up to the simulator's 16 MB.
import { mediaUploadLimits } from '@atende/contract';
import type { PhoneFileKind } from './api/simulator-api';

export const phoneFileLimits: Record<PhoneFileKind, number> = {
  image: mediaUploadLimits.image.maxBytes,
  document: 16 * 1024 * 1024,
};

export const phoneImageTypes = mediaUploadLimits.image.mimeTypes ?? [];

/** Why this file cannot go as that kind, as a locale key with its values, or null when it may. */
export function phoneFileProblem(file: File, kind: PhoneFileKind): { key: string; values?: Record<string, string | number> } | null {
  if (file.size === 0) return { key: 'attach.empty' };
  if (kind === 'image' && !phoneImageTypes.includes(file.type)) return { key: 'attach.imageType' };
  if (file.size > phoneFileLimits[kind]) return { key: `attach.tooLarge.${kind}`, values: { max: phoneFileLimits[kind] / (1024 * 1024) } };
  return null;
}

export const formatFileSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
