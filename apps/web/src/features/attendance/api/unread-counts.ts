// GET /api/message/unread/{operatorId}: re-read when the operator comes back to the browser tab, in
// case socket events were missed meanwhile, and written into the "Em atendimento" list.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { idSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { applyUnreadCounts, type ListData } from '../model/list-cache';
import { attendanceKeys } from './query-keys';

const unreadResponseSchema = z.object({
  statusCode: z.number().int(),
  unread: z.array(z.object({ attendanceId: idSchema, unread: z.number().int() })),
});

export const fetchUnreadCounts = (operatorId: string, signal?: AbortSignal) =>
  apiRequest(`/api/message/unread/${operatorId}`, { schema: unreadResponseSchema, signal }).then(
    (r) => new Map(r.unread.map((u) => [u.attendanceId, u.unread])),
  );

export function useUnreadSync(operatorId: string, selectedId: string | null): void {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: attendanceKeys.unread(operatorId),
    queryFn: async ({ signal }) => {
      const counts = await fetchUnreadCounts(operatorId, signal);
      queryClient.setQueryData<ListData>(attendanceKeys.list(operatorId, 'active'), (list) =>
        list ? applyUnreadCounts(list, counts, selectedId) : list,
      );
      return Object.fromEntries(counts);
    },
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
