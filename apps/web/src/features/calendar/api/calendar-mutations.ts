import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarEventResponseSchema, okSchema, type CalendarEventValues } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { calendarKeys } from './calendar-events';

/** POST /api/operator/calendar, or PUT /api/operator/calendar/{id} when editing. */
export const useSaveCalendarEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: CalendarEventValues }) =>
      apiRequest(id ? `/api/operator/calendar/${id}` : '/api/operator/calendar', {
        method: id ? 'PUT' : 'POST',
        body: values,
        schema: calendarEventResponseSchema,
      }).then((r) => r.event),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
};

export const useDeleteCalendarEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/operator/calendar/${id}`, { method: 'DELETE', schema: okSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
};
