// GET/POST /api/products/categories, PUT /api/products/categories/order, PUT/DELETE /api/products/categories/{id}.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okSchema, productCategoryListResponseSchema, productCategoryResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { productKeys } from './products-api';

export const useCategories = () =>
  useQuery({
    queryKey: productKeys.categories,
    queryFn: ({ signal }) => apiRequest('/api/products/categories', { schema: productCategoryListResponseSchema, signal }).then((r) => r.categories),
  });

/** A category change also changes the products' category names: every products query is refreshed. */
function useCategoryMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }) });
}

export const useSaveCategory = () =>
  useCategoryMutation(({ id, name }: { id: string | null; name: string }) =>
    id
      ? apiRequest(`/api/products/categories/${id}`, { method: 'PUT', body: { name }, schema: productCategoryResponseSchema })
      : apiRequest('/api/products/categories', { method: 'POST', body: { name }, schema: productCategoryResponseSchema }),
  );

export const useDeleteCategory = () =>
  useCategoryMutation((id: string) => apiRequest(`/api/products/categories/${id}`, { method: 'DELETE', schema: okSchema }));

export const useReorderCategories = () =>
  useCategoryMutation((categoryIds: string[]) =>
    apiRequest('/api/products/categories/order', { method: 'PUT', body: { categoryIds }, schema: productCategoryListResponseSchema }),
  );
