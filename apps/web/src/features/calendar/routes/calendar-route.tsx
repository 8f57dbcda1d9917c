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
import { calendarNamespace } from '../locales';

/** /calendar: an operator's own events; the owner's (and Manageoperators managers') view of everyone's. */
export function CalendarPage() {
  const { t } = useTranslation(calendarNamespace);
  const user = useSessionUser();
  const staff = user?.role === 'channel' || user?.role === 'channel_manager';
  const privacy = user?.operatorData?.privacy ?? false;
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [operatorId, setOperatorId] = useState<string | null>(null);
  const events = useCalendarEvents(range ? { ...range, operatorId } : null);
  const operators = useCalendarOperators(staff);
  const drawer = useEventDrawer();

  if (user?.role === 'admin' || (isApiError(events.error) && events.error.statusCode === 403)) {
    return (
      <Alert color="yellow" role="alert">
        {t('noAccess')}
      </Alert>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        {staff ? (
          <Select
            label={t('operatorFilter')}
            placeholder={t('allOperators')}
            clearable
            searchable
            w={280}
            data={(operators.data ?? []).map((o) => ({ value: o._id, label: o.name }))}
            value={operatorId}
            onChange={setOperatorId}
          />
        ) : (
          <span />
        )}
        <Group gap="sm">
          {events.isFetching && <Loader size="sm" aria-label={t('loading')} />}
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => drawer.openNew({ operatorId })}>
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
          showOperator={staff && !operatorId}
          privacy={privacy}
          onRangeChange={(next) => setRange((prev) => (prev?.from === next.from && prev.to === next.to ? prev : next))}
          onSlotClick={({ start, end }) => drawer.openNew({ start, end, operatorId })}
          onEventClick={drawer.openEdit}
        />
      </Paper>
      {drawer.state && (
        <CalendarEventDrawer
          key={drawer.state.key}
          opened={drawer.opened}
          event={drawer.state.event}
          initial={drawer.state.initial}
          staff={staff}
          privacy={privacy}
          onClose={drawer.close}
        />
      )}
    </Stack>
  );
}
