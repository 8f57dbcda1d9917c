// Sync with Meta, create (submit for review), delete and declare variable types; each refreshes every
// template list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema, templateResponseSchema, templateSyncResponseSchema, type TemplateDraft, type TemplateVariableType } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { templateKeys } from './templates-page';

const useInvalidating = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }) });
};

export const useSyncTemplatesMutation = () =>
  useInvalidating(() => apiRequest('/api/templates/sync', { method: 'POST', schema: templateSyncResponseSchema }));

export const useCreateTemplateMutation = () =>
  useInvalidating((body: TemplateDraft) => apiRequest('/api/templates', { method: 'POST', body, schema: templateResponseSchema }));

export const useDeleteTemplateMutation = () =>
  useInvalidating((id: string) => apiRequest(`/api/templates/${id}`, { method: 'DELETE', schema: okSchema }));

/** Declares which body variable is a currency or a date (ours only: the approved template stays as it is). */
export const useSetVariableTypesMutation = () =>
  useInvalidating(({ id, variableTypes }: { id: string; variableTypes: TemplateVariableType[] }) =>
    apiRequest(`/api/templates/${id}/variable-types`, { method: 'PUT', body: { variableTypes }, schema: templateResponseSchema }),
  );
