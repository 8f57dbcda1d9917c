// POST /api/attendance/{id}/transfer {operatorId} | {departmentId}, note?
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { applyAttendance } from '../realtime/apply-events';

export type TransferTarget = { operatorId: string } | { departmentId: string };
export type TransferInput = { target: TransferTarget; note?: string };

export const transferAttendance = (id: string, { target, note }: TransferInput) =>
  apiRequest(`/api/attendance/${id}/transfer`, {
    method: 'POST',
    body: { ...target, ...(note ? { note } : {}) },
    schema: attendanceResponseSchema,
  }).then((r) => r.attendance);

export function useTransferAttendance(attendanceId: string, operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransferInput) => transferAttendance(attendanceId, input),
    onSuccess: (attendance) => applyAttendance(queryClient, { operatorId, selectedId: null }, attendance),
  });
}
