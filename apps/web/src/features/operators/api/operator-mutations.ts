// Create, edit, delete and block operators; each refreshes the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { okSchema, operatorResponseSchema, type operatorCreateSchema, type operatorUpdateSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { operatorKeys } from './operators-page';

const useInvalidating = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }) });
};

export const useCreateOperatorMutation = () =>
  useInvalidating((body: z.output<typeof operatorCreateSchema>) =>
    apiRequest('/api/operator', { method: 'POST', body, schema: operatorResponseSchema }),
  );

export const useUpdateOperatorMutation = () =>
  useInvalidating(({ id, body }: { id: string; body: z.output<typeof operatorUpdateSchema> }) =>
    apiRequest(`/api/operator/${id}`, { method: 'PUT', body, schema: operatorResponseSchema }),
  );

export const useDeleteOperatorMutation = () =>
  useInvalidating((id: string) => apiRequest(`/api/operator/${id}`, { method: 'DELETE', schema: okSchema }));

export const useBlockOperatorMutation = () =>
  useInvalidating(({ id, blocked }: { id: string; blocked: boolean }) =>
    apiRequest(`/api/operator/${id}/blocked/${blocked}`, {
      method: 'PATCH',
      schema: z.object({ statusCode: z.number(), blocked: z.boolean() }),
    }),
  );
