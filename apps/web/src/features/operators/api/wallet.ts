// The wallet (contacts an operator is responsible for): its size and its transfer to another operator.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorListResponseSchema, walletResponseSchema, walletTransferResponseSchema, type WalletTransfer } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { operatorKeys } from './operators-page';

export const useWalletCount = (operatorId: string | null) =>
  useQuery({
    queryKey: operatorKeys.wallet(operatorId ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/operator/${operatorId}/wallet`, { schema: walletResponseSchema, signal }),
    enabled: !!operatorId,
    staleTime: 0,
  });

/** Every live operator of the channel (GET /api/operator/hideDeleted/channel/{id}): transfer targets. */
export const useChannelOperators = (channelId: string, enabled: boolean) =>
  useQuery({
    queryKey: operatorKeys.options(channelId),
    queryFn: ({ signal }) => apiRequest(`/api/operator/hideDeleted/channel/${channelId}`, { schema: operatorListResponseSchema, signal }),
    enabled,
  });

export const useTransferWalletMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletTransfer) =>
      apiRequest('/api/operator/transfer-wallet', { method: 'POST', body, schema: walletTransferResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
};
