import { useSocketEvent } from '@/shared/socket/socket-client';
import { applyOperatorStatus } from '../api/operator-status';

/**
 * The server pushes status changes (another tab, a supervisor, the end of the work day). workTimeOver
 * also turns the own switch off (the alert itself is the session's), even if the status update is missed.
 */
export function useOperatorStatusEvents(ownOperatorId: string | null): void {
  useSocketEvent('operator_status_update', ({ operatorId, status }) => applyOperatorStatus(operatorId, status));
  useSocketEvent('workTimeOver', () => {
    if (ownOperatorId) applyOperatorStatus(ownOperatorId, false);
  });
}
