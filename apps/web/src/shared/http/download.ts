// Downloads a file from the API with the session token (a plain link cannot send the Authorization header).
import { sessionStore } from '@/shared/session/session-store';
import { i18n } from '@/shared/i18n/i18n';
import { ApiError, parseErrorBody } from './api-error';

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = sessionStore.token();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    throw new ApiError(parseErrorBody(response.status, await response.text(), i18n.t('common:export.failed')));
  }
  saveBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), fallbackName));
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
