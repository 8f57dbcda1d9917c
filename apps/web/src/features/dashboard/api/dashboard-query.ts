import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardTodayResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const dashboardKeys = { all: ['dashboard'] as const, today: ['dashboard', 'today'] as const, week: ['dashboard', 'week'] as const };

/** A fallback refresh: the day may turn and the average wait moves even without events. */
const REFRESH_MS = 60_000;

/** GET /api/dashboard/today: today's numbers of the channel, in its time zone. */
export const dashboardTodayQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.today,
    queryFn: ({ signal }) => apiRequest('/api/dashboard/today', { schema: dashboardTodayResponseSchema, signal }).then((r) => r.dashboard),
    refetchInterval: REFRESH_MS,
  });

export const useDashboardToday = () => useQuery(dashboardTodayQuery());
