// GET /api/user/me with the embed token, before it becomes this tab's session.
import { queryOptions } from '@tanstack/react-query';
import { meResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const embedUserOptions = (token: string) =>
  queryOptions({
    queryKey: ['embed', 'user', token],
    queryFn: ({ signal }) => apiRequest('/api/user/me', { schema: meResponseSchema, signal, token }).then((r) => r.user),
    retry: false,
    staleTime: Infinity,
  });
