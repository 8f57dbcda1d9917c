// GET /api/attendance/operator/{operatorId}?page&perPage&status: one infinite query per tab; the
// queue tab asks GET /api/attendance/queue?page&perPage (what this operator may pull).
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

export const fetchQueuePage = (page: number, signal?: AbortSignal) =>
  apiRequest(`/api/attendance/queue?page=${page}&perPage=${ATTENDANCE_PER_PAGE}`, { schema: attendancePageSchema, signal });

async function fetchTabPage(operatorId: string, tab: ListTab, page: number, signal: AbortSignal): Promise<ListPage> {
  if (tab === 'queue') {
    const answer = await fetchQueuePage(page, signal);
    return { attendances: answer.attendances, total: answer.total, hasMore: answer.page * answer.perPage < answer.total };
  }
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
