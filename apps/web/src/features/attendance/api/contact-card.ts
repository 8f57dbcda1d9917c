// The contact panel's card: GET /api/contact/{id} (the e-mail, CPF/CNPJ and tag the attendance does
// not carry) and PATCH /api/contact/{id} with only the fields changed (name, e-mail, CPF/CNPJ, or
// the tag alone). The server lets an operator reach their wallet and the contacts of their attendances.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactResponseSchema, type Contact, type ContactPatch } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { renameContactEverywhere } from '../realtime/apply-events';
import { attendanceKeys } from './query-keys';

export const contactCardOptions = (contactId: string) =>
  queryOptions({
    queryKey: attendanceKeys.contact(contactId),
    queryFn: ({ signal }) => apiRequest(`/api/contact/${contactId}`, { schema: contactResponseSchema, signal }).then((r) => r.contact),
    retry: false,
  });

export const useContactCard = (contactId: string, enabled: boolean) => useQuery({ ...contactCardOptions(contactId), enabled });

export function usePatchContact(contactId: string, operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ContactPatch) =>
      apiRequest(`/api/contact/${contactId}`, { method: 'PATCH', body: patch, schema: contactResponseSchema }).then((r) => r.contact),
    onSuccess: (contact: Contact) => {
      queryClient.setQueryData(attendanceKeys.contact(contactId), contact);
      renameContactEverywhere(queryClient, operatorId, contactId, contact.name);
    },
  });
}
