// GET/PUT /api/catalog/store: the channel's store integration (on /catalogConfig). Secrets come back
// masked only; a secret left empty keeps the stored one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeConfigResponseSchema, type StoreConfigInput } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

const storeKey = ['orders', 'store-config'] as const;

export const useStoreConfig = () =>
  useQuery({ queryKey: storeKey, queryFn: ({ signal }) => apiRequest('/api/catalog/store', { schema: storeConfigResponseSchema, signal }).then((r) => r.store) });

export const useSaveStoreConfig = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreConfigInput) => apiRequest('/api/catalog/store', { method: 'PUT', body, schema: storeConfigResponseSchema }).then((r) => r.store),
    onSuccess: (store) => client.setQueryData(storeKey, store),
  });
};
