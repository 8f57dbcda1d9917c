// One file as multipart (field "file") to a same-origin API route, with upload progress (fetch cannot
// report it, XMLHttpRequest can): the session token, the answer checked against the contract schema,
// failures as ApiError like apiRequest's.
import type { z } from 'zod';
import { i18n } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { ApiError, parseErrorBody } from './api-error';

export type UploadProgressOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

export function uploadWithProgress<T>(url: string, file: File, schema: z.ZodType<T>, options: UploadProgressOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
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
        const parsed = schema.safeParse(JSON.parse(xhr.responseText));
        if (parsed.success) return resolve(parsed.data);
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
