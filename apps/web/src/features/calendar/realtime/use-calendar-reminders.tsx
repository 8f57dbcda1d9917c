// A calendar.reminder from the socket becomes a notification that stays until closed, wherever the
// user is (mounted once for the whole session), with a link to the calendar.
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@/shared/navigation';
import { sessionStore } from '@/shared/session/session-store';
import { useSocketEvent } from '@/shared/socket/socket-client';
import { calendarKeys } from '../api/calendar-events';
import { reminderText } from '../model/reminder-text';
import { calendarNamespace } from '../locales';

export const CALENDAR_PATH = '/calendar';

/** Mounted once for the session (SessionRealtime). */
export function useCalendarReminders(): void {
  const { t } = useTranslation(calendarNamespace);
  const queryClient = useQueryClient();

  useSocketEvent('calendar.reminder', (reminder) => {
    // The /chat embed lives inside another system, without the calendar: it shows no reminders.
    if (sessionStore.isTabOnly()) return;
    const id = `calendar-reminder-${reminder.eventId}`;
    const privacy = sessionStore.user()?.operatorData?.privacy ?? false;
    notifications.show({
      id,
      title: t('reminder.title'),
      icon: <IconBell size={18} aria-hidden />,
      color: 'teal',
      withBorder: true,
      autoClose: false,
      message: (
        <Stack gap={4}>
          <Text size="sm">{reminderText(t, reminder, privacy)}</Text>
          <Anchor
            size="sm"
            href={CALENDAR_PATH}
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(id);
              navigateTo(CALENDAR_PATH);
            }}
          >
            {t('reminder.open')}
          </Anchor>
        </Stack>
      ),
    });
    // The event now shows its reminder as sent.
    void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  });
}
