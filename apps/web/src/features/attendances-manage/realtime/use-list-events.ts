// Live list: any attendance of the channel that opens or changes (the staff room hears them all)
// makes the visible page refetch, at most once per interval, so a busy channel does not flood the
// server; the rows carry names (tag, department, operator) the socket payload does not.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent, useSocketReconnect } from '@/shared/socket/socket-client';
import { manageKeys } from '../api/query-keys';

export const LIST_REFRESH_INTERVAL_MS = 2000;

export function useListEvents(): void {
  const queryClient = useQueryClient();
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refresh = () => {
    last.current = Date.now();
    timer.current = null;
    void queryClient.invalidateQueries({ queryKey: manageKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: ['attendancesManage', 'contact'] });
  };
  const schedule = () => {
    if (timer.current) return;
    const wait = Math.max(0, last.current + LIST_REFRESH_INTERVAL_MS - Date.now());
    if (wait === 0) refresh();
    else timer.current = setTimeout(refresh, wait);
  };

  useSocketEvent('attendance.updated', schedule);
  // A message moves the attendance's last message time and unread count.
  useSocketEvent('message.created', schedule);
  useSocketReconnect(refresh);
}
