// /api/channel/manager: the paged list, create, edit and delete of the channel's supervisors.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  managerPageSchema,
  managerResponseSchema,
  okSchema,
  type managerCreateSchema,
  type managerUpdateSchema,
} from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

export const supervisorKeys = {
  all: ['supervisors'] as const,
  page: (page: number, query: Record<string, string | number>) => ['supervisors', 'page', page, query] as const,
};

export const useSupervisorsPage = (page: number, query: Record<string, string | number>) =>
  useQuery({
    queryKey: supervisorKeys.page(page, query),
    queryFn: ({ signal }) => apiRequest(withQuery(`/api/channel/manager/page/${page}`, query), { schema: managerPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

const useInvalidating = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: supervisorKeys.all }) });
};

export const useCreateSupervisorMutation = () =>
  useInvalidating((body: z.output<typeof managerCreateSchema>) =>
    apiRequest('/api/channel/manager', { method: 'POST', body, schema: managerResponseSchema }),
  );

export const useUpdateSupervisorMutation = () =>
  useInvalidating(({ id, body }: { id: string; body: z.output<typeof managerUpdateSchema> }) =>
    apiRequest(`/api/channel/manager/${id}`, { method: 'PUT', body, schema: managerResponseSchema }),
  );

export const useDeleteSupervisorMutation = () =>
  useInvalidating((id: string) => apiRequest(`/api/channel/manager/${id}`, { method: 'DELETE', schema: okSchema }));
