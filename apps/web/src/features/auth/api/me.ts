import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { sessionStore } from '@/shared/session/session-store';

export const meQueryOptions = (token: string) =>
  queryOptions({
    // The token is part of the key so another login never reuses the previous user's answer.
    queryKey: ['user', 'me', token],
    queryFn: ({ signal }) => apiRequest('/api/user/me', { schema: meResponseSchema, signal }),
    staleTime: Infinity,
  });

/** Refreshes the stored user (channel, config, permissions) once per session token. */
export function useRefreshSessionUser(token: string | null): void {
  const { data } = useQuery({ ...meQueryOptions(token ?? ''), enabled: !!token });
  useEffect(() => {
    if (data && sessionStore.token() === token) sessionStore.updateUser(() => data.user);
  }, [data, token]);
}
