// GET/PUT /api/catalog/config: the channel's catalogue settings (/catalogConfig) with the Meta sync's
// status (polled while changes are on their way); POST /api/catalog/sync ("Sincronizar agora"); the platform admin's
// GET /api/catalog/config/{channelId} and PUT .../enabled (the switch on /channels).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogConfigResponseSchema, type CatalogConfig, type CatalogConfigInput } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { productKeys } from './products-api';

/** The sync is still sending: changes pending, or a full sync not finished. */
export const syncBusy = (config: CatalogConfig | undefined): boolean =>
  !!config && config.syncToMeta && (config.sync.pending > 0 || (config.sync.fullSync !== null && config.sync.fullSync.finishedAt === null));

const SYNC_POLL_MS = 2000;

export const useCatalogConfig = () =>
  useQuery({
    queryKey: productKeys.config,
    queryFn: ({ signal }) => apiRequest('/api/catalog/config', { schema: catalogConfigResponseSchema, signal }).then((r) => r.config),
    refetchInterval: (query) => (syncBusy(query.state.data) ? SYNC_POLL_MS : false),
  });

export const useSyncCatalogNow = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/catalog/sync', { method: 'POST', schema: catalogConfigResponseSchema }).then((r) => r.config),
    onSuccess: (config) => client.setQueryData(productKeys.config, config),
  });
};

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
