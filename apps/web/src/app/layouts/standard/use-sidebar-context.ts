import type { SessionUser } from '@atende/contract';
import {
  channelQrState,
  useAdminBusinessChannelsAuthenticated,
  useChannelStatusEvents,
  useSecondaryChannels,
} from '@/features/channels';
import type { SidebarContext } from './build-sidebar';

/** The server data the QR entry needs: QR-enabled secondary channels and their connection state. */
export function useSidebarContext(user: SessionUser): SidebarContext {
  const adminQr = user.role === 'admin' && (!!user.admin?.master || !!user.admin?.showQRPage);
  const adminAuthenticated = useAdminBusinessChannelsAuthenticated(adminQr);
  const secondaries = useSecondaryChannels(user.role === 'channel' ? user : null);
  useChannelStatusEvents();
  if (user.role === 'admin') return { businessChannelsAuthenticated: adminAuthenticated };
  return channelQrState(user, secondaries);
}
