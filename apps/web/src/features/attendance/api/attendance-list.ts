// GET /api/attendance/operator/{operatorId}?page&perPage&status: one infinite query per tab. A tab
// of several statuses (the queue) asks for each and merges the pages by activity.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ATTENDANCE_PER_PAGE, attendancePageSchema, type AttendanceStatus } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { activityOf, type ListPage } from '../model/list-cache';
import { tabStatuses, type ListTab } from '../model/list-tabs';
import { attendanceKeys } from './query-keys';

export const fetchAttendancePage = (operatorId: string, status: AttendanceStatus, page: number, signal?: AbortSignal) =>
  apiRequest(
    `/api/attendance/operator/${operatorId}?page=${page}&perPage=${ATTENDANCE_PER_PAGE}&status=${status}`,
    { schema: attendancePageSchema, signal },
  );

async function fetchTabPage(operatorId: string, tab: ListTab, page: number, signal: AbortSignal): Promise<ListPage> {
  const answers = await Promise.all(tabStatuses[tab].map((status) => fetchAttendancePage(operatorId, status, page, signal)));
  return {
    attendances: answers.flatMap((a) => a.attendances).sort((a, b) => activityOf(b) - activityOf(a)),
    total: answers.reduce((sum, a) => sum + a.total, 0),
    hasMore: answers.some((a) => a.page * a.perPage < a.total),
  };
}

export const attendanceListOptions = (operatorId: string, tab: ListTab) =>
  infiniteQueryOptions({
    queryKey: attendanceKeys.list(operatorId, tab),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => fetchTabPage(operatorId, tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage, all: ListPage[]): number | undefined => (last.hasMore ? all.length + 1 : undefined),
    // Socket events keep the list current; a refetch would only reshuffle what the operator sees.
    staleTime: Infinity,
  });

export const useAttendanceList = (operatorId: string, tab: ListTab) =>
  useInfiniteQuery(attendanceListOptions(operatorId, tab));
