// Who an attendance can be transferred to. Any failure reads as "nobody available", so the dialog
// degrades to its empty state:
//   GET /api/operator/hideDeleted/channel/{channelId} → { statusCode, operators: Operator[] } (only the
//     fields below are used)
//   GET /api/department/channel/{channelId}          → { statusCode, departments: [{ _id, name }] }
//     (not on the server yet: the department choice stays empty until it is)
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { idSchema, operatorSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { attendanceKeys } from './query-keys';

const transferOperatorSchema = operatorSchema.pick({ _id: true, name: true, status: true, departmentIds: true });
export type TransferOperator = z.infer<typeof transferOperatorSchema>;

export const operatorsResponseSchema = z.object({ statusCode: z.number().int(), operators: z.array(transferOperatorSchema) });

const departmentSchema = z.object({ _id: idSchema, name: z.string() });
export type TransferDepartment = z.infer<typeof departmentSchema>;
export const departmentsResponseSchema = z.object({ statusCode: z.number().int(), departments: z.array(departmentSchema) });

export const fetchTransferOperators = (channelId: string, signal?: AbortSignal) =>
  apiRequest(`/api/operator/hideDeleted/channel/${channelId}`, { schema: operatorsResponseSchema, signal }).then(
    (r) => r.operators,
  );

export const fetchTransferDepartments = (channelId: string, signal?: AbortSignal) =>
  apiRequest(`/api/department/channel/${channelId}`, { schema: departmentsResponseSchema, signal }).then(
    (r) => r.departments,
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

export const useTransferDepartments = (channelId: string, enabled: boolean) =>
  useQuery({
    queryKey: attendanceKeys.departments(channelId),
    queryFn: ({ signal }) => fetchTransferDepartments(channelId, signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
