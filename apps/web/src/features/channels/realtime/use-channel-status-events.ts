import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/shared/socket/socket-client';
import { channelKeys } from '../api/channels-query';

/** A channel got a QR or was authenticated: channel lists and the QR button refresh. */
export function useChannelStatusEvents(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: channelKeys.all });
  useSocketEvent('authenticated', refresh);
  useSocketEvent('qr', refresh);
}
