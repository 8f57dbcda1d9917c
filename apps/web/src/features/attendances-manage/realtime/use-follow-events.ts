// The followed conversation, live: the channel's staff room already receives every message event of
// the channel (server conversations.events.ts), so following is keeping those of this attendance.
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/shared/socket/socket-client';
import { applyMessage, applyMessageStatus, applyMessageUpdate } from '@/features/attendance';

/** Not an operator's panel: no operator list to patch. */
const followCtx = { operatorId: '', selectedId: null };

export function useFollowEvents(attendanceId: string | null): void {
  const queryClient = useQueryClient();
  useSocketEvent('message.created', ({ message }) => {
    if (attendanceId && message.attendanceId === attendanceId) applyMessage(queryClient, followCtx, message);
  });
  useSocketEvent('message.updated', ({ message }) => {
    if (attendanceId && message.attendanceId === attendanceId) applyMessageUpdate(queryClient, message);
  });
  useSocketEvent('message.status', ({ messageId, attendanceId: id, status, error }) => {
    if (attendanceId && id === attendanceId) applyMessageStatus(queryClient, id, { messageId, status, error });
  });
}
