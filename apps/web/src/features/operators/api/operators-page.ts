// GET /api/operator/channel/{channelId}/page/{page}: the /manageoperators list, and the cache patch
// the live status events apply to it.
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { operatorPageSchema, type OperatorPage } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

export const operatorKeys = {
  all: ['operators'] as const,
  pages: ['operators', 'page'] as const,
  page: (channelId: string, page: number, query: Record<string, string | number>) => ['operators', 'page', channelId, page, query] as const,
  options: (channelId: string) => ['operators', 'options', channelId] as const,
  wallet: (id: string) => ['operators', 'wallet', id] as const,
};

export const operatorsPageQuery = (channelId: string, page: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: operatorKeys.page(channelId, page, query),
    queryFn: ({ signal }) =>
      apiRequest(withQuery(`/api/operator/channel/${channelId}/page/${page}`, query), { schema: operatorPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useOperatorsPage = (channelId: string, page: number, query: Record<string, string | number>) =>
  useQuery(operatorsPageQuery(channelId, page, query));

/** operator_status_update: the row's badge changes in every cached page at once. */
export function patchOperatorStatus(queryClient: QueryClient, operatorId: string, status: boolean): void {
  queryClient.setQueriesData<OperatorPage>({ queryKey: operatorKeys.pages }, (data) =>
    data && data.items.some((o) => o._id === operatorId)
      ? { ...data, items: data.items.map((o) => (o._id === operatorId ? { ...o, status } : o)) }
      : data,
  );
}
