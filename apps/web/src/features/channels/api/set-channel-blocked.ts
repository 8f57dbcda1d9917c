import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channelResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { channelKeys } from './channels-query';

export const useSetChannelBlockedMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) =>
      apiRequest(`/api/channel/${id}/blocked/${blocked}`, { method: 'PATCH', schema: channelResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
};
