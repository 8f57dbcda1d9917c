import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gupshupTrafficResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

/** The report's request: the period (days in the channel's zone), the page, and an admin's channel. */
export type TrafficRequest = { from: string; to: string; page: number; channelId?: string };

/** GET /api/report/gupshup-traffic: 10 days per page, newest first, with the period's totals. */
export const gupshupTrafficQuery = (request: TrafficRequest) =>
  queryOptions({
    queryKey: ['reports', 'gupshup-traffic', request] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from: request.from, to: request.to, page: String(request.page) });
      if (request.channelId) params.set('channelId', request.channelId);
      return apiRequest(`/api/report/gupshup-traffic?${params}`, { schema: gupshupTrafficResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
  });

/** `enabled` waits for an admin to choose the channel. */
export const useGupshupTraffic = (request: TrafficRequest, enabled: boolean) => useQuery({ ...gupshupTrafficQuery(request), enabled });
