// POST /api/attendance/{id}/finish {tabulationId?, observation?}
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { applyAttendance } from '../realtime/apply-events';

export type FinishInput = { observation?: string; tabulationId?: string };

export const finishAttendance = (id: string, input: FinishInput) =>
  apiRequest(`/api/attendance/${id}/finish`, {
    method: 'POST',
    body: {
      ...(input.observation ? { observation: input.observation } : {}),
      ...(input.tabulationId ? { tabulationId: input.tabulationId } : {}),
    },
    schema: attendanceResponseSchema,
  }).then((r) => r.attendance);

export function useFinishAttendance(attendanceId: string, operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FinishInput) => finishAttendance(attendanceId, input),
    onSuccess: (attendance) => applyAttendance(queryClient, { operatorId, selectedId: null }, attendance),
  });
}
