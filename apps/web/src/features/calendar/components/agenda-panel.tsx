// The operator's scheduling panel (spec section 2): an "Agenda" button in the attendance header that
// opens today's and the next 7 days' events, with a button for a new one.
import { lazy, Suspense, useMemo, useState } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Drawer } from '@/shared/ui/drawer';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { navigateTo } from '@/shared/navigation';
import { useSessionUser } from '@/shared/session/session-store';
import { useCalendarEvents } from '../api/calendar-events';
import { panelRange, splitAgenda } from '../model/agenda';
import { contactShort } from '../model/contact-label';
import { timeOf } from '../model/event-form';
import { calendarNamespace } from '../locales';
import { useEventDrawer } from './use-event-drawer';

const CALENDAR_PATH = '/calendar';

// The form (with the date pickers) loads when first opened, not with the attendance screen.
const CalendarEventDrawer = lazy(() => import('./calendar-event-drawer').then((m) => ({ default: m.CalendarEventDrawer })));

export function AgendaButton() {
  const { t } = useTranslation(calendarNamespace);
  const [opened, setOpened] = useState(false);
  // On a phone the header has room for the icon only (with the same name).
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <>
      {phone ? (
        <ActionIcon variant="light" size="lg" aria-label={t('panel.open')} onClick={() => setOpened(true)}>
          <IconCalendarEvent size={20} aria-hidden />
        </ActionIcon>
      ) : (
        <Button variant="light" size="sm" leftSection={<IconCalendarEvent size={18} aria-hidden />} onClick={() => setOpened(true)}>
          {t('panel.open')}
        </Button>
      )}
      <AgendaPanel opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

export function AgendaPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(calendarNamespace);
  // The event's day as the browser shows its time (timeOf): "12/05" in pt-BR, "05/12" in English.
  const dayOf = (iso: string) => new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit' }).format(new Date(iso));
  const user = useSessionUser();
  const privacy = user?.operatorData?.privacy ?? false;
  // The day the panel was opened on; reopening it later asks again.
  const range = useMemo(() => (opened ? panelRange(new Date()) : null), [opened]);
  const events = useCalendarEvents(range);
  const drawer = useEventDrawer();
  const groups = splitAgenda(events.data ?? [], new Date());

  const section = (title: string, items: CalendarEvent[], empty: string, withDay: boolean) => (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((event) => (
            <li key={event._id}>
              <UnstyledButton w="100%" p="xs" style={{ borderRadius: 8 }} onClick={() => drawer.openEdit(event)}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Text fw={600} size="sm" miw={withDay ? 86 : 44}>
                    {withDay ? `${dayOf(event.startsAt)} ${timeOf(event.startsAt)}` : timeOf(event.startsAt)}
                  </Text>
                  <div>
                    <Text size="sm">{event.title}</Text>
                    <Text size="xs" c="dimmed">
                      {event.contact ? contactShort(event.contact, privacy) : t('panel.noContact')}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );

  return (
    <>
      <Drawer opened={opened} onClose={onClose} title={t('panel.title')} position="right" size="md">
        <Stack>
          <Group justify="space-between">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => drawer.openNew()}>
              {t('newEvent')}
            </Button>
            <Anchor
              href={CALENDAR_PATH}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                onClose();
                navigateTo(CALENDAR_PATH);
              }}
            >
              {t('panel.fullCalendar')}
            </Anchor>
          </Group>
          {events.isPending ? (
            <Group justify="center" p="md">
              <Loader size="sm" aria-label={t('loading')} />
            </Group>
          ) : events.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(events.error)}
            </Alert>
          ) : (
            <>
              {section(t('panel.today'), groups.today, t('panel.emptyToday'), false)}
              {section(t('panel.upcoming'), groups.upcoming, t('panel.emptyUpcoming'), true)}
            </>
          )}
        </Stack>
      </Drawer>
      {drawer.state && (
        <Suspense fallback={null}>
          <CalendarEventDrawer
            key={drawer.state.key}
            opened={drawer.opened}
            event={drawer.state.event}
            initial={drawer.state.initial}
            reach="own"
            contacts="own"
            privacy={privacy}
            onClose={drawer.close}
          />
        </Suspense>
      )}
    </>
  );
}
