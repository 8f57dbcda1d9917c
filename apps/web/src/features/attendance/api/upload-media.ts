// POST /api/upload: one file, with upload progress (fetch cannot report it, XMLHttpRequest can).
// The answer is the stored file's id, which POST /api/message/send then refers to.
import { uploadResponseSchema, type SendMediaKind, type UploadedMedia } from '@atende/contract';
import { i18n } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { ApiError, parseErrorBody } from '@/shared/http/api-error';

export type UploadOptions = { kind?: SendMediaKind; onProgress?: (fraction: number) => void; signal?: AbortSignal };

export function uploadMedia(file: File, options: UploadOptions = {}): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/upload${options.kind ? `?type=${options.kind}` : ''}`);
    const token = sessionStore.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError({ statusCode: 0, error: 'network', erroMensagem: i18n.t('common:errors.network') }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(parseErrorBody(xhr.status, xhr.responseText, i18n.t('common:errors.unknown'))));
        return;
      }
      try {
        const parsed = uploadResponseSchema.safeParse(JSON.parse(xhr.responseText));
        if (parsed.success) return resolve(parsed.data.media);
      } catch {
        // falls through to the invalid-response error
      }
      reject(new ApiError({ statusCode: xhr.status, error: 'invalid_response', erroMensagem: i18n.t('common:errors.invalidResponse') }));
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
}
