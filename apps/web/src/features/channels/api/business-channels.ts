// What the sidebar QR button needs: are all business (QR-linked) channels authenticated?
import { useQuery } from '@tanstack/react-query';
import { secondaryChannelsResponseSchema, type Channel, type SessionUser } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { channelsPageQuery } from './channels-query';

const allAuthenticated = (channels: Pick<Channel, 'apiType' | 'status'>[]) =>
  channels.filter((c) => c.apiType === 'business').every((c) => c.status === 'authenticated');

/** Admin: every business channel of the platform (first 100; more than that is not a QR page job). */
export function useAdminBusinessChannelsAuthenticated(enabled: boolean): boolean {
  const { data } = useQuery({ ...channelsPageQuery(1, { apiType: 'business' }, 100), enabled });
  return data ? allAuthenticated(data.channels) : false;
}

/** Spec section 8: a secondary channels answer that is not 200 leaves the list empty. */
export function useSecondaryChannels(user: SessionUser | null): Channel[] {
  const channelId = user?.channelId;
  const enabled = !!channelId && (user?.channel?.secondaryChannelIds.length ?? 0) > 0;
  const { data } = useQuery({
    queryKey: ['channels', 'secondary', channelId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/channel/secondary/channelId/${channelId}`, { schema: secondaryChannelsResponseSchema, signal })
        .then((response) => (response.statusCode === 200 ? response.channels : []))
        .catch(() => []),
    enabled,
  });
  return data ?? [];
}

/** Channel owner: its own channel and its secondary channels. */
export function channelQrState(user: SessionUser, secondaries: Channel[]) {
  const own = user.channel ? [user.channel] : [];
  return {
    businessChannelsAuthenticated: allAuthenticated([...own, ...secondaries]),
    secondaryQrEnabled: secondaries.some((c) => c.config.enableQRThroughChannel),
  };
}
