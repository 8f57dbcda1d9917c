// POST /api/contact, PUT /api/contact/{id}, DELETE /api/contact/{id}; each refreshes every contacts list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactResponseSchema, okSchema, type ContactCreate, type ContactUpdate } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { contactKeys } from './contacts-page';

export type SaveContact = { id: null; body: ContactCreate } | { id: string; body: ContactUpdate };

export const useSaveContactMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveContact) =>
      save.id === null
        ? apiRequest('/api/contact', { method: 'POST', body: save.body, schema: contactResponseSchema })
        : apiRequest(`/api/contact/${save.id}`, { method: 'PUT', body: save.body, schema: contactResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
};

export const useDeleteContactMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/contact/${id}`, { method: 'DELETE', schema: okSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
};
