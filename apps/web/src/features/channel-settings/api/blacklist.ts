import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { blacklistEntryResponseSchema, blacklistPageSchema, okSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery, type QueryValue } from '@/shared/http/query-string';
import { channelSettingsKeys } from './channel-query';

/** GET /api/channel/blacklist/page/{page}?perPage&search&sort&order */
export const blacklistPageQuery = (channelId: string, page: number, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...channelSettingsKeys.blacklist(channelId), page, query] as const,
    queryFn: ({ signal }) => apiRequest(withQuery(`/api/channel/blacklist/page/${page}`, query), { schema: blacklistPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useBlacklistPage = (channelId: string, page: number, query: Record<string, QueryValue>) =>
  useQuery(blacklistPageQuery(channelId, page, query));

export function useBlockNumberMutation(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: string) =>
      apiRequest('/api/channel/blacklist/number', { method: 'POST', body: { number }, schema: blacklistEntryResponseSchema }).then((r) => r.entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelSettingsKeys.blacklist(channelId) }),
  });
}

export function useUnblockNumberMutation(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => apiRequest('/api/channel/blacklist/number', { method: 'DELETE', body: { number }, schema: okSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelSettingsKeys.blacklist(channelId) }),
  });
}
