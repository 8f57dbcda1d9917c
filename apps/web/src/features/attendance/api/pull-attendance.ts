// POST /api/attendance/{id}/pull: the operator takes a queued attendance. Of two operators pulling
// at once one gets it; the other gets 409 with the server's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { applyAttendance, removeFromQueue } from '../realtime/apply-events';

export const pullAttendance = (id: string) =>
  apiRequest(`/api/attendance/${id}/pull`, { method: 'POST', body: {}, schema: attendanceResponseSchema }).then((r) => r.attendance);

export function usePullAttendance(operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pullAttendance(id),
    onSuccess: (attendance) => applyAttendance(queryClient, { operatorId, selectedId: null }, attendance),
    // Someone else took it (409) or it is gone: it is no longer in this queue either way.
    onError: (_error, id) => removeFromQueue(queryClient, operatorId, id),
  });
}
