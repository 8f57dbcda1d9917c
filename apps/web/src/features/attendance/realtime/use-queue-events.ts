// The queue tab follows the server: an attendance entering or changing in the queue arrives as
// attendance.updated (handled with the other lists); one leaving it arrives as queue.removed.
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/shared/socket/socket-client';
import { removeFromQueue } from './apply-events';

export function useQueueEvents(operatorId: string): void {
  const queryClient = useQueryClient();
  useSocketEvent('queue.removed', ({ attendanceId }) => removeFromQueue(queryClient, operatorId, attendanceId));
}
