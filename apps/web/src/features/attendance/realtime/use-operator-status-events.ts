import { useSocketEvent } from '@/shared/socket/socket-client';
import { applyOperatorStatus } from '../api/operator-status';

/** The server pushes status changes (another tab, a supervisor, the end of the work day). */
export function useOperatorStatusEvents(): void {
  useSocketEvent('operator_status_update', ({ operatorId, status }) => applyOperatorStatus(operatorId, status));
}
