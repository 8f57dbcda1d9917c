import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/shared/session/session-store';
import { errorMessage } from '@/shared/http/http-client';
import { isApiError } from '@/shared/http/api-error';
import { useCalendarEvents } from '../api/calendar-events';
import { useCalendarOperators } from '../api/calendar-lookups';
import { CalendarEventDrawer } from '../components/calendar-event-drawer';
import { CalendarView } from '../components/calendar-view';
import { useEventDrawer } from '../components/use-event-drawer';
import { ownerOptions } from '../model/calendar-owners';
import { calendarReach, contactScope } from '../model/calendar-reach';
import { calendarNamespace } from '../locales';

/**
 * /calendar, for every role: one's own events; the owner's view of everyone's in the company and a
 * Manageoperators manager's of the operators' too, with a filter by calendar.
 */
export function CalendarPage() {
  const { t } = useTranslation(calendarNamespace);
  const user = useSessionUser();
  const reach = calendarReach(user);
  const seesOthers = reach !== 'own';
  const privacy = user?.operatorData?.privacy ?? false;
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const events = useCalendarEvents(range ? { ...range, userId } : null);
  const operators = useCalendarOperators(seesOthers);
  const drawer = useEventDrawer();

  if (isApiError(events.error) && events.error.statusCode === 403) {
    return (
      <Alert color="yellow" role="alert">
        {t('noAccess')}
      </Alert>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        {seesOthers ? (
          <Select
            label={t('calendarFilter')}
            placeholder={t('allCalendars')}
            clearable
            searchable
            w={280}
            data={ownerOptions(user?._id ?? null, t('myCalendar'), operators.data ?? [])}
            value={userId}
            onChange={setUserId}
          />
        ) : (
          <span />
        )}
        <Group gap="sm">
          {events.isFetching && <Loader size="sm" aria-label={t('loading')} />}
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => drawer.openNew({ userId })}>
            {t('newEvent')}
          </Button>
        </Group>
      </Group>
      {events.isError && (
        <Alert color="red" role="alert">
          {errorMessage(events.error)}
        </Alert>
      )}
      <Paper withBorder p="sm" radius="md">
        <CalendarView
          events={events.data ?? []}
          showOwner={seesOthers && !userId}
          privacy={privacy}
          onRangeChange={(next) => setRange((prev) => (prev?.from === next.from && prev.to === next.to ? prev : next))}
          onSlotClick={({ start, end }) => drawer.openNew({ start, end, userId })}
          onEventClick={drawer.openEdit}
        />
      </Paper>
      {drawer.state && (
        <CalendarEventDrawer
          key={drawer.state.key}
          opened={drawer.opened}
          event={drawer.state.event}
          initial={drawer.state.initial}
          reach={reach}
          contacts={contactScope(user)}
          privacy={privacy}
          onClose={drawer.close}
        />
      )}
    </Stack>
  );
}
