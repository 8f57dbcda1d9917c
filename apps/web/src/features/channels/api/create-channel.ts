import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelResponseSchema, type ChannelCreate } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { channelKeys } from './channels-query';

export const useCreateChannelMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelCreate) =>
      apiRequest('/api/channel', { method: 'POST', body, schema: channelResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
};
