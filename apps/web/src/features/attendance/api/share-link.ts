// POST /api/attendance/{id}/share-link: a signed, read-only link to the conversation (7 days).
import { shareLinkResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export async function createShareLink(attendanceId: string): Promise<string> {
  const { url } = await apiRequest(`/api/attendance/${attendanceId}/share-link`, { method: 'POST', body: {}, schema: shareLinkResponseSchema });
  return new URL(url, window.location.origin).toString();
}
