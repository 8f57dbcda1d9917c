// GET /api/channel/tabulations/{channelId}: how an attendance may end (the finish dialog).
import { useQuery } from '@tanstack/react-query';
import { tabulationListResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { attendanceKeys } from './query-keys';

export const fetchTabulations = (channelId: string, signal?: AbortSignal) =>
  apiRequest(`/api/channel/tabulations/${channelId}`, { schema: tabulationListResponseSchema, signal }).then((r) => r.tabulations);

export const useTabulations = (channelId: string, enabled: boolean) =>
  useQuery({
    queryKey: attendanceKeys.tabulations(channelId),
    queryFn: ({ signal }) => fetchTabulations(channelId, signal),
    enabled,
    staleTime: 60_000,
  });
