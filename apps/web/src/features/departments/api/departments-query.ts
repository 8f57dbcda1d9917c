// The channel's departments (GET /api/department/channel/{channelId}: id and name, by name): one query
// under one key for every screen that shows or picks a department (transfer dialog, operator form and
// filter, attendances filter, chatbot and campaign targets, the catalog's "move to"). Screens shape it
// with `select`; the catalog invalidates departmentKeys.all when a department is saved or deleted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { departmentListResponseSchema, type Department } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export type DepartmentOption = { value: string; label: string };

export const departmentKeys = {
  all: ['departments'] as const,
  list: (channelId: string) => ['departments', 'list', channelId] as const,
};

export const fetchDepartments = (channelId: string, signal?: AbortSignal): Promise<Department[]> =>
  apiRequest(`/api/department/channel/${channelId}`, { schema: departmentListResponseSchema, signal }).then((r) => r.departments);

export const departmentsQuery = (channelId: string) =>
  queryOptions({
    queryKey: departmentKeys.list(channelId),
    queryFn: ({ signal }) => fetchDepartments(channelId, signal),
    staleTime: 60_000,
  });

/** The departments as select options, in the server's order. */
export const toDepartmentOptions = (departments: Department[]): DepartmentOption[] =>
  departments.map((d) => ({ value: d._id, label: d.name }));

type Options<T> = {
  select?: (departments: Department[]) => T;
  /** Off until the screen needs the list (the transfer dialog asks once opened). */
  enabled?: boolean;
  /** The transfer dialog shows "nobody available" at once rather than retrying. */
  retry?: false;
};

export function useDepartments<T = Department[]>(channelId: string, options: Options<T> = {}) {
  return useQuery({
    ...departmentsQuery(channelId),
    select: options.select,
    enabled: !!channelId && (options.enabled ?? true),
    ...(options.retry === false ? { retry: false } : {}),
  });
}
