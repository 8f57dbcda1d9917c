// GET /api/kanbans/available: the unarchived boards (with their steps) the caller may use from the
// attendance panel — an operator's are those open to every department or to one of theirs. Kept
// under 'kanbans' so a board's edit in /manageKanbans reads it again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { kanbanListResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const availableKanbansKey = ['kanbans', 'available'] as const;

export const availableKanbansOptions = () =>
  queryOptions({
    queryKey: availableKanbansKey,
    queryFn: async ({ signal }) => (await apiRequest('/api/kanbans/available', { schema: kanbanListResponseSchema, signal })).kanbans,
    staleTime: 60_000,
  });

export const useAvailableKanbans = (enabled: boolean) => useQuery({ ...availableKanbansOptions(), enabled });
