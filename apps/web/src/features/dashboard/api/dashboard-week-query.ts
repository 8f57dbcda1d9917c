import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardWeekResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { dashboardKeys } from './dashboard-query';

/** The operators' live load also follows the socket (useDashboardLive); this is the fallback. */
const REFRESH_MS = 60_000;

/** GET /api/dashboard/week: the last 7 local days and each operator's live load. */
export const dashboardWeekQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.week,
    queryFn: ({ signal }) => apiRequest('/api/dashboard/week', { schema: dashboardWeekResponseSchema, signal }).then((r) => r.week),
    refetchInterval: REFRESH_MS,
  });

export const useDashboardWeek = () => useQuery(dashboardWeekQuery());
