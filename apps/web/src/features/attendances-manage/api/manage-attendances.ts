// GET /api/attendance/manage/page/{page}?perPage&search&sort&order&status&departmentId&operatorId&tagId&from&to&contact&protocol
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { manageAttendancePageSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';
import { manageKeys } from './query-keys';

export const manageAttendancesOptions = (page: number, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: manageKeys.list(page, query),
    queryFn: ({ signal }) => apiRequest(withQuery(`/api/attendance/manage/page/${page}`, query), { schema: manageAttendancePageSchema, signal }),
    // Paging or filtering keeps the rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export const useManageAttendances = (page: number, query: Record<string, string | number>) => useQuery(manageAttendancesOptions(page, query));
