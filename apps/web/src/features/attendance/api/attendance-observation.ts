// PUT /api/attendance/{id}/observation {observation}: the whole text; empty clears it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { applyAttendance } from '../realtime/apply-events';

export const saveObservation = (id: string, observation: string) =>
  apiRequest(`/api/attendance/${id}/observation`, { method: 'PUT', body: { observation }, schema: attendanceResponseSchema }).then(
    (r) => r.attendance,
  );

export function useSaveObservation(attendanceId: string, operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (observation: string) => saveObservation(attendanceId, observation),
    onSuccess: (attendance) => applyAttendance(queryClient, { operatorId, selectedId: attendanceId }, attendance),
  });
}
