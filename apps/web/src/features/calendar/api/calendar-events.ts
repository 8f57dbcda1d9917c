import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calendarEventListResponseSchema, type CalendarEvent } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

/** userId: one calendar only (null: every calendar the user may see). */
export type CalendarRange = { from: string; to: string; userId?: string | null };

export const calendarKeys = {
  all: ['calendar'] as const,
  events: (range: CalendarRange) => ['calendar', 'events', range.from, range.to, range.userId ?? null] as const,
  contacts: (search: string) => ['calendar', 'contacts', search] as const,
  operators: ['calendar', 'operators'] as const,
};

/** GET /api/operator/calendar?from&to&userId: the events touching the range (none asked while null). */
export const calendarEventsQuery = (range: CalendarRange | null) =>
  queryOptions({
    queryKey: calendarKeys.events(range ?? { from: '', to: '' }),
    queryFn: ({ signal }): Promise<CalendarEvent[]> =>
      apiRequest(withQuery('/api/operator/calendar', { from: range?.from, to: range?.to, userId: range?.userId }), {
        schema: calendarEventListResponseSchema,
        signal,
      }).then((r) => r.events),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const useCalendarEvents = (range: CalendarRange | null) => useQuery(calendarEventsQuery(range));
