// GET /api/attendance/{id}: the selected attendance, seeded from the loaded lists when it is there.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { attendanceResponseSchema, type Attendance } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { findInList, type ListData } from '../model/list-cache';
import { attendanceKeys } from './query-keys';

export const fetchAttendance = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/attendance/${id}`, { schema: attendanceResponseSchema, signal }).then((r) => r.attendance);

function fromLists(queryClient: QueryClient, id: string): Attendance | undefined {
  for (const [, data] of queryClient.getQueriesData<ListData>({ queryKey: ['attendance', 'list'] })) {
    const found = findInList(data, id);
    if (found) return found;
  }
  return undefined;
}

export const attendanceDetailOptions = (queryClient: QueryClient, id: string) =>
  queryOptions<Attendance, Error, Attendance, ReturnType<typeof attendanceKeys.detail>>({
    queryKey: attendanceKeys.detail(id),
    queryFn: ({ signal }) => fetchAttendance(id, signal),
    placeholderData: (previous: Attendance | undefined) => previous ?? fromLists(queryClient, id),
    staleTime: Infinity,
  });

export function useAttendanceDetail(id: string) {
  const queryClient = useQueryClient();
  return useQuery(attendanceDetailOptions(queryClient, id));
}
