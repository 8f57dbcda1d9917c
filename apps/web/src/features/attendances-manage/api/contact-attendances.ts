// GET /api/attendance/contact/{contactId}/page/{page}?perPage: the contact's attendances, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactAttendancesPageSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { manageKeys } from './query-keys';

export const CONTACT_HISTORY_PER_PAGE = 5;

export const useContactAttendances = (contactId: string, page: number) =>
  useQuery({
    queryKey: manageKeys.contactHistory(contactId, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/attendance/contact/${contactId}/page/${page}?perPage=${CONTACT_HISTORY_PER_PAGE}`, { schema: contactAttendancesPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
