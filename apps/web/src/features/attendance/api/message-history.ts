// GET /api/message/attendance/{id}?before&limit: pages newest first; the next page is older history.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { messagePageSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import type { MessagePage } from '../model/message-cache';
import { attendanceKeys } from './query-keys';

export const MESSAGE_PAGE_SIZE = 50;

export async function fetchMessagePage(attendanceId: string, before: string | null, signal?: AbortSignal): Promise<MessagePage> {
  const query = new URLSearchParams({ limit: String(MESSAGE_PAGE_SIZE) });
  if (before) query.set('before', before);
  const page = await apiRequest(`/api/message/attendance/${attendanceId}?${query}`, { schema: messagePageSchema, signal });
  return { messages: page.messages, nextBefore: page.nextBefore };
}

export const messageHistoryOptions = (attendanceId: string) =>
  infiniteQueryOptions({
    queryKey: attendanceKeys.messages(attendanceId),
    queryFn: ({ pageParam, signal }) => fetchMessagePage(attendanceId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagePage) => last.nextBefore ?? undefined,
    // New messages arrive by socket; refetching would reload every page already scrolled through.
    staleTime: Infinity,
  });

export const useMessageHistory = (attendanceId: string) => useInfiniteQuery(messageHistoryOptions(attendanceId));
