import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calendarEventListResponseSchema, type CalendarEvent } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

export type CalendarRange = { from: string; to: string; operatorId?: string | null };

export const calendarKeys = {
  all: ['calendar'] as const,
  events: (range: CalendarRange) => ['calendar', 'events', range.from, range.to, range.operatorId ?? null] as const,
  contacts: (search: string) => ['calendar', 'contacts', search] as const,
  operators: ['calendar', 'operators'] as const,
};

/** GET /api/operator/calendar?from&to&operatorId: the events touching the range (none asked while null). */
export const calendarEventsQuery = (range: CalendarRange | null) =>
  queryOptions({
    queryKey: calendarKeys.events(range ?? { from: '', to: '' }),
    queryFn: ({ signal }): Promise<CalendarEvent[]> =>
      apiRequest(withQuery('/api/operator/calendar', { from: range?.from, to: range?.to, operatorId: range?.operatorId }), {
        schema: calendarEventListResponseSchema,
        signal,
      }).then((r) => r.events),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const useCalendarEvents = (range: CalendarRange | null) => useQuery(calendarEventsQuery(range));
