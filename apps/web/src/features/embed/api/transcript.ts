// GET /api/transcript/{channelId}/{attendanceId}?exp&sig&after: the whole conversation, oldest
// first, one page after another; the signature is optional when a session of the channel exists.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { transcriptResponseSchema, type TranscriptResponse } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const TRANSCRIPT_PAGE_SIZE = 500;

export type TranscriptLink = { channelId: string; attendanceId: string; exp: string | null; sig: string | null };

export function fetchTranscriptPage(link: TranscriptLink, after: string | null, signal?: AbortSignal): Promise<TranscriptResponse> {
  const query = new URLSearchParams({ limit: String(TRANSCRIPT_PAGE_SIZE) });
  if (link.exp) query.set('exp', link.exp);
  if (link.sig) query.set('sig', link.sig);
  if (after) query.set('after', after);
  return apiRequest(`/api/transcript/${link.channelId}/${link.attendanceId}?${query}`, { schema: transcriptResponseSchema, signal });
}

export const transcriptOptions = (link: TranscriptLink, sessionToken: string | null) =>
  infiniteQueryOptions({
    // A sign-in (or out) may change what opens it.
    queryKey: ['transcript', link.channelId, link.attendanceId, link.exp, link.sig, sessionToken],
    queryFn: ({ pageParam, signal }) => fetchTranscriptPage(link, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TranscriptResponse) => last.nextAfter ?? undefined,
    retry: false,
    staleTime: Infinity,
  });
