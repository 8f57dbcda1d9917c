// GET /api/products/page/{page} (filters, keyword search), POST/PUT /api/products[/{id}],
// PATCH /api/products/{id}/visibility, DELETE /api/products/{id}, GET /api/products/export.
// Every key starts with 'products': a save, a delete or a finished import refreshes them all.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okSchema, productPageSchema, productResponseSchema, type ProductValues } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

export type ProductsQuery = Record<string, string | number>;

export const productKeys = {
  all: ['products'] as const,
  page: (page: number, query: ProductsQuery) => ['products', 'page', page, query] as const,
  categories: ['products', 'categories'] as const,
  config: ['products', 'config'] as const,
  import: (id: string) => ['products', 'import', id] as const,
};

export const useProductsPage = (page: number, query: ProductsQuery) =>
  useQuery({
    queryKey: productKeys.page(page, query),
    queryFn: ({ signal }) => apiRequest(withQuery(`/api/products/page/${page}`, query), { schema: productPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** The export of the current filter (the list's query without its paging and order). */
export const productsExportUrl = (query: ProductsQuery, format: 'csv' | 'xlsx') => {
  const { perPage: _perPage, sort: _sort, order: _order, ...filter } = query;
  return withQuery('/api/products/export', { ...filter, format });
};

const useInvalidating = <V,>(mutationFn: (vars: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }) });
};

export const useSaveProduct = () =>
  useInvalidating(({ id, body }: { id: string | null; body: ProductValues }) =>
    id
      ? apiRequest(`/api/products/${id}`, { method: 'PUT', body, schema: productResponseSchema })
      : apiRequest('/api/products', { method: 'POST', body, schema: productResponseSchema }),
  );

export const useSetProductHidden = () =>
  useInvalidating(({ id, hide }: { id: string; hide: boolean }) =>
    apiRequest(`/api/products/${id}/visibility`, { method: 'PATCH', body: { hide }, schema: productResponseSchema }),
  );

export const useDeleteProduct = () => useInvalidating((id: string) => apiRequest(`/api/products/${id}`, { method: 'DELETE', schema: okSchema }));
