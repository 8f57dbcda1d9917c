import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accessLogPageSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const ACCESS_LOG_PER_PAGE = 20;

/** GET /api/user/access-log/page/{page}: the signed-in user's own entries, newest first. */
export const accessLogQuery = (page: number, perPage = ACCESS_LOG_PER_PAGE) =>
  queryOptions({
    queryKey: ['access-log', page, perPage] as const,
    queryFn: ({ signal }) => apiRequest(`/api/user/access-log/page/${page}?perPage=${perPage}`, { schema: accessLogPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useAccessLog = (page: number) => useQuery(accessLogQuery(page));
