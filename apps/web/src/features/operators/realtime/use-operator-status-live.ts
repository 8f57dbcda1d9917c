// operator_status_update (to the channel room, where the owner's and managers' sockets are): the
// list's Online/Offline badge follows without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/shared/socket/socket-client';
import { patchOperatorStatus } from '../api/operators-page';

export function useOperatorStatusLive(): void {
  const queryClient = useQueryClient();
  useSocketEvent('operator_status_update', ({ operatorId, status }) => patchOperatorStatus(queryClient, operatorId, status));
}
