import { useMutation } from '@tanstack/react-query';
import { channelConfigResponseSchema, type ChannelConfigPatch } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { sessionStore } from '@/shared/session/session-store';

/**
 * PUT /api/channel/config/{id}. This session applies the answer at once; every other session of the
 * channel re-reads it on the channel.config_updated socket event (session-realtime).
 */
export function useUpdateChannelConfigMutation(channelId: string) {
  return useMutation({
    mutationFn: (patch: ChannelConfigPatch) =>
      apiRequest(`/api/channel/config/${channelId}`, { method: 'PUT', body: patch, schema: channelConfigResponseSchema }).then((r) => r.channelConfig),
    onSuccess: (channelConfig) => sessionStore.updateUser((user) => (user.channelId === channelId ? { ...user, channelConfig } : user)),
  });
}
