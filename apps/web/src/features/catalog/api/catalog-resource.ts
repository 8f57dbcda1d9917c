// One description per catalog entity (departments, tags, tabulations, quick answers) of where its
// endpoints live, and the queries and mutations every catalog screen shares on top of it.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pagedSchema, usageResponseSchema, type UsageResponse } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

export type CatalogRowBase = { _id: string };
export type ReplacementOption = { value: string; label: string };

export type CatalogResource<Row extends CatalogRowBase> = {
  /** Query-key root; every cached page of the entity lives under it. */
  key: string;
  row: z.ZodType<Row>;
  pagePath: (channelId: string, page: number) => string;
  createPath: (channelId: string) => string;
  itemPath: (channelId: string, id: string) => string;
  /** Entities that something else points at answer what uses a row before it goes. */
  usagePath?: (channelId: string, id: string) => string;
  /** Every row of the channel, for "move to" in the delete-in-use dialog. */
  fetchReplacements?: (channelId: string) => Promise<ReplacementOption[]>;
  /** Another feature's query of the same rows, fetched again after a save or delete too. */
  alsoInvalidates?: readonly unknown[];
};

export const catalogKeys = {
  all: (resource: { key: string }) => ['catalog', resource.key] as const,
  page: (resource: { key: string }, channelId: string, page: number, query: Record<string, string | number>) =>
    ['catalog', resource.key, channelId, page, query] as const,
};

export function useCatalogPage<Row extends CatalogRowBase>(
  resource: CatalogResource<Row>,
  channelId: string,
  page: number,
  query: Record<string, string | number>,
) {
  return useQuery({
    queryKey: catalogKeys.page(resource, channelId, page, query),
    queryFn: ({ signal }) =>
      apiRequest(withQuery(resource.pagePath(channelId, page), query), { schema: pagedSchema(resource.row), signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST without an id, PUT with one; the lists of the entity are fetched again after either. */
/** The entity's catalog lists, and the other feature's query of the same rows where there is one. */
const invalidateLists = (client: QueryClient, resource: CatalogResource<CatalogRowBase>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: catalogKeys.all(resource) }),
    resource.alsoInvalidates ? client.invalidateQueries({ queryKey: resource.alsoInvalidates }) : undefined,
  ]);

export function useCatalogSave<Row extends CatalogRowBase>(resource: CatalogResource<Row>, channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id
        ? apiRequest(resource.itemPath(channelId, id), { method: 'PUT', body })
        : apiRequest(resource.createPath(channelId), { method: 'POST', body }),
    onSuccess: () => invalidateLists(client, resource),
  });
}

export function useCatalogDelete<Row extends CatalogRowBase>(resource: CatalogResource<Row>, channelId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, replaceWith }: { id: string; replaceWith: string | null }) =>
      apiRequest(withQuery(resource.itemPath(channelId, id), { replaceWith }), { method: 'DELETE' }),
    onSuccess: () => invalidateLists(client, resource),
  });
}

export function fetchUsage(resource: CatalogResource<CatalogRowBase>, channelId: string, id: string): Promise<UsageResponse['usage']> {
  if (!resource.usagePath) return Promise.resolve([]);
  return apiRequest(resource.usagePath(channelId, id), { schema: usageResponseSchema }).then((r) => r.usage);
}
