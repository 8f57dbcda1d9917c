// GET/PUT /api/catalog/config: the channel's catalogue settings (/catalogConfig); the platform admin's
// GET /api/catalog/config/{channelId} and PUT .../enabled (the switch on /channels).
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

const adminConfigKey = (channelId: string) => ['products', 'config', 'admin', channelId] as const;

export const useChannelCatalogConfig = (channelId: string | null) =>
  useQuery({
    queryKey: adminConfigKey(channelId ?? 'none'),
    queryFn: ({ signal }) => apiRequest(`/api/catalog/config/${channelId ?? ''}`, { schema: catalogConfigResponseSchema, signal }).then((r) => r.config),
    enabled: channelId !== null,
  });

export const useSetCatalogEnabled = (channelId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest(`/api/catalog/config/${channelId}/enabled`, { method: 'PUT', body: { enabled }, schema: catalogConfigResponseSchema }).then((r) => r.config),
    onSuccess: (config) => client.setQueryData(adminConfigKey(channelId), config),
  });
};
