import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { channelResponseSchema, type Channel, type ChannelUpdate } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { sessionStore } from '@/shared/session/session-store';

export const channelSettingsKeys = {
  channel: (id: string) => ['channel-settings', 'channel', id] as const,
  blacklist: (id: string) => ['channel-settings', 'blacklist', id] as const,
};

/** GET /api/channel/{id}: the channel with its settings and masked credentials. */
export const channelQuery = (id: string) =>
  queryOptions({
    queryKey: channelSettingsKeys.channel(id),
    queryFn: ({ signal }) => apiRequest(`/api/channel/${id}`, { schema: channelResponseSchema, signal }).then((r) => r.channel.channel),
  });

export const useChannel = (id: string) => useQuery(channelQuery(id));

/** PUT /api/channel/{id}: only the fields sent change; the session's channel follows the answer. */
export function useUpdateChannelMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelUpdate) =>
      apiRequest(`/api/channel/${id}`, { method: 'PUT', body, schema: channelResponseSchema }).then((r) => r.channel.channel),
    onSuccess: (channel: Channel) => {
      queryClient.setQueryData(channelSettingsKeys.channel(id), channel);
      sessionStore.updateUser((user) =>
        user.channel && user.channel._id === channel._id
          ? { ...user, channel: { ...user.channel, name: channel.name, timezone: channel.timezone } }
          : user,
      );
    },
  });
}
