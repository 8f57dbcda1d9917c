// GET/PUT /api/catalog/config: the channel's catalogue settings (/catalogConfig).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogConfigResponseSchema, type CatalogConfigInput } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { productKeys } from './products-api';

export const useCatalogConfig = () =>
  useQuery({
    queryKey: productKeys.config,
    queryFn: ({ signal }) => apiRequest('/api/catalog/config', { schema: catalogConfigResponseSchema, signal }).then((r) => r.config),
  });

export const useSaveCatalogConfig = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CatalogConfigInput) => apiRequest('/api/catalog/config', { method: 'PUT', body, schema: catalogConfigResponseSchema }).then((r) => r.config),
    onSuccess: (config) => client.setQueryData(productKeys.config, config),
  });
};
