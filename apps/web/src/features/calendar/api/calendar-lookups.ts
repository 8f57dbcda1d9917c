import { useQuery } from '@tanstack/react-query';
import { calendarContactsResponseSchema, calendarOperatorsResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';
import { calendarKeys } from './calendar-events';

/**
 * GET /api/operator/calendar/contacts?search=: the first page (20) of the contacts the user may link,
 * for the event form's picker (an operator's wallet and attendances' contacts; the company's for staff).
 */
export const useCalendarContacts = (search: string, enabled = true) =>
  useQuery({
    queryKey: calendarKeys.contacts(search),
    queryFn: ({ signal }) =>
      apiRequest(withQuery('/api/operator/calendar/contacts', { search }), { schema: calendarContactsResponseSchema, signal }).then(
        (r) => r.items,
      ),
    enabled,
    staleTime: 10_000,
  });

/** GET /api/operator/calendar/operators: the operators whose calendars the owner (or a manager with Manageoperators) sees and keeps. */
export const useCalendarOperators = (enabled: boolean) =>
  useQuery({
    queryKey: calendarKeys.operators,
    queryFn: ({ signal }) =>
      apiRequest('/api/operator/calendar/operators', { schema: calendarOperatorsResponseSchema, signal }).then((r) => r.operators),
    enabled,
  });
