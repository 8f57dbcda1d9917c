// Who an attendance can be transferred to. Any failure reads as "nobody available", so the dialog
// degrades to its empty state:
//   GET /api/operator/hideDeleted/channel/{channelId} → { statusCode, operators: Operator[] } (only the
//     fields below are used)
//   the channel's departments, through the departments feature's one query
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { operatorSchema } from '@atende/contract';
import { useDepartments } from '@/features/departments';
import { apiRequest } from '@/shared/http/http-client';
import { attendanceKeys } from './query-keys';

const transferOperatorSchema = operatorSchema.pick({ _id: true, name: true, status: true, departmentIds: true });
export type TransferOperator = z.infer<typeof transferOperatorSchema>;

export const operatorsResponseSchema = z.object({ statusCode: z.number().int(), operators: z.array(transferOperatorSchema) });

export const fetchTransferOperators = (channelId: string, signal?: AbortSignal) =>
  apiRequest(`/api/operator/hideDeleted/channel/${channelId}`, { schema: operatorsResponseSchema, signal }).then(
    (r) => r.operators,
  );

/** Other operators of the channel, online first. */
export const useTransferOperators = (channelId: string, selfId: string, enabled: boolean) =>
  useQuery({
    queryKey: attendanceKeys.operators(channelId),
    queryFn: ({ signal }) => fetchTransferOperators(channelId, signal),
    select: (operators) =>
      operators.filter((o) => o._id !== selfId).sort((a, b) => Number(b.status) - Number(a.status) || a.name.localeCompare(b.name)),
    enabled,
    retry: false,
    staleTime: 60_000,
  });

export const useTransferDepartments = (channelId: string, enabled: boolean) => useDepartments(channelId, { enabled, retry: false });
