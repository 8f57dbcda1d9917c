// Start, follow and cancel an import; the query key of one import is contactImportKeys.one(id).
import { useMutation } from '@tanstack/react-query';
import { contactImportResponseSchema, type ContactImport, type ContactImportMapping } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const contactImportKeys = {
  all: ['contact-import'] as const,
  one: (id: string) => ['contact-import', id] as const,
};

export const fetchContactImport = async (id: string): Promise<ContactImport> =>
  (await apiRequest(`/api/contact/import/${id}`, { schema: contactImportResponseSchema })).import;

export const useStartImportMutation = () =>
  useMutation({
    mutationFn: async ({ id, mapping }: { id: string; mapping: ContactImportMapping }) =>
      (await apiRequest(`/api/contact/import/${id}/start`, { method: 'POST', body: { mapping }, schema: contactImportResponseSchema })).import,
  });

export const useCancelImportMutation = () =>
  useMutation({
    mutationFn: async (id: string) => (await apiRequest(`/api/contact/import/${id}/cancel`, { method: 'POST', schema: contactImportResponseSchema })).import,
  });

export const errorReportUrl = (id: string, format: 'csv' | 'xlsx') => `/api/contact/import/${id}/errors?format=${format}`;
