// The dashboard follows the channel live: the staff room already receives every attendance change,
// queue departure and operator status change; each one asks for today's numbers again, at most
// every 2 seconds (the numbers are aggregates: refetching beats patching them). The week's answer
// carries each operator's live load, so it is read again with today's.
import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketReconnect } from '@/shared/socket/socket-client';
import { dashboardKeys } from '../api/dashboard-query';
import { createThrottle } from './throttle';

export const DASHBOARD_REFETCH_MS = 2_000;

export function useDashboardLive(): void {
  const queryClient = useQueryClient();
  const throttle = useMemo(
    () => createThrottle(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), DASHBOARD_REFETCH_MS),
    [queryClient],
  );
  useEffect(() => () => throttle.cancel(), [throttle]);
  useSocketEvent('attendance.updated', () => throttle.call());
  useSocketEvent('queue.removed', () => throttle.call());
  useSocketEvent('operator_status_update', () => throttle.call());
  useSocketReconnect(() => throttle.call());
}
