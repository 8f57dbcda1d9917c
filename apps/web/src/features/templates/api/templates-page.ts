// GET /api/templates: the channel's templates, paged on the server (/manageHSMModels and the old list).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { templatePageSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

export const templateKeys = {
  all: ['templates'] as const,
  page: (page: number, query: Record<string, string | number>) => ['templates', 'page', page, query] as const,
  approved: ['templates', 'approved'] as const,
};

export const templatesPageQuery = (page: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: templateKeys.page(page, query),
    queryFn: ({ signal }) => apiRequest(withQuery('/api/templates', { page, ...query }), { schema: templatePageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useTemplatesPage = (page: number, query: Record<string, string | number>) => useQuery(templatesPageQuery(page, query));
