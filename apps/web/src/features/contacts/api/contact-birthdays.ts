// GET /api/contact/channel/{channelId}/birthdays?period=day|month
import { useQuery } from '@tanstack/react-query';
import { contactBirthdaysResponseSchema, type ContactBirthdayPeriod } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { contactKeys, contactsPath } from './contacts-page';

export const useContactBirthdays = (channelId: string, period: ContactBirthdayPeriod) =>
  useQuery({
    queryKey: contactKeys.birthdays(channelId, period),
    queryFn: ({ signal }) =>
      apiRequest(`${contactsPath(channelId)}/birthdays?period=${period}`, { schema: contactBirthdaysResponseSchema, signal }),
  });
