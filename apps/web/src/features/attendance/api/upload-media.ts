// POST /api/upload: one file, with upload progress. The answer is the stored file's id, which
// POST /api/message/send then refers to.
import { uploadResponseSchema, type SendMediaKind, type UploadedMedia } from '@atende/contract';
import { uploadWithProgress, type UploadProgressOptions } from '@/shared/http/upload-with-progress';

export type UploadOptions = UploadProgressOptions & { kind?: SendMediaKind };

export async function uploadMedia(file: File, { kind, ...progress }: UploadOptions = {}): Promise<UploadedMedia> {
  const { media } = await uploadWithProgress(`/api/upload${kind ? `?type=${kind}` : ''}`, file, uploadResponseSchema, progress);
  return media;
}
