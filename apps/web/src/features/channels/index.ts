export { useAdminBusinessChannelsAuthenticated, useSecondaryChannels, channelQrState } from './api/business-channels';
export { useChannelStatusEvents } from './realtime/use-channel-status-events';
export { channelsPageQuery } from './api/channels-query';
