// POST /api/contact/import: the file as multipart; answers the preview (columns, first rows, suggested mapping).
import { contactImportPreviewSchema, type ContactImportPreview } from '@atende/contract';
import { i18n } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { ApiError, parseErrorBody } from '@/shared/http/api-error';

export async function uploadContactFile(file: File, signal?: AbortSignal): Promise<ContactImportPreview> {
  const form = new FormData();
  form.set('file', file, file.name);
  const token = sessionStore.token();
  let response: Response;
  try {
    response = await fetch('/api/contact/import', {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ statusCode: 0, error: 'network', erroMensagem: i18n.t('common:errors.network') });
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(parseErrorBody(response.status, text, i18n.t('common:errors.unknown')));
  const parsed = contactImportPreviewSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new ApiError({ statusCode: response.status, error: 'invalid_response', erroMensagem: i18n.t('common:errors.invalidResponse') });
  return parsed.data;
}
