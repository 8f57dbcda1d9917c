// FullCalendar with month, week, day and list views in pt-BR; times as HH:mm (spec section 5).
// Heavy: imported only by the /calendar route.
import { useMemo } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import type { CalendarEvent } from '@atende/contract';
import { useTranslation } from 'react-i18next';
import { calendarNamespace } from '../locales';
import { slotToTimes, toCalendarItems } from '../model/calendar-items';

export type CalendarViewProps = {
  events: readonly CalendarEvent[];
  /** Several calendars on screen: each event says whose it is. */
  showOwner: boolean;
  privacy: boolean;
  onRangeChange: (range: { from: string; to: string }) => void;
  onSlotClick: (slot: { start: Date; end: Date | null }) => void;
  onEventClick: (event: CalendarEvent) => void;
};

const timeFormat = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const locales = [ptBrLocale];
const views = 'dayGridMonth,timeGridWeek,timeGridDay,listWeek';
const headerToolbar = { left: 'prev,next today', center: 'title', right: views };
// On a phone the one-line toolbar is wider than the screen: title and arrows on top, the views below.
const phoneHeaderToolbar = { left: 'title', right: 'prev,next' };
const phoneFooterToolbar = { left: 'today', right: views };

export function CalendarView(props: CalendarViewProps) {
  const { t, i18n } = useTranslation(calendarNamespace);
  const english = i18n.language === 'en';
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  // FullCalendar re-applies options that change identity: keep them stable between renders.
  const buttonText = useMemo(
    () => ({ today: t('views.today'), month: t('views.month'), week: t('views.week'), day: t('views.day'), list: t('views.list') }),
    [t],
  );
  const items = useMemo(
    () => toCalendarItems(props.events, { showOwner: props.showOwner, privacy: props.privacy }),
    [props.events, props.showOwner, props.privacy],
  );
  return (
    <FullCalendar
      plugins={plugins}
      locales={locales}
      locale={english ? 'en' : 'pt-br'}
      initialView="dayGridMonth"
      headerToolbar={phone ? phoneHeaderToolbar : headerToolbar}
      footerToolbar={phone ? phoneFooterToolbar : false}
      buttonText={buttonText}
      noEventsText={t('emptyList')}
      height="auto"
      nowIndicator
      eventInteractive
      selectable
      selectMirror
      dayMaxEvents={4}
      eventTimeFormat={timeFormat}
      slotLabelFormat={timeFormat}
      displayEventEnd={false}
      events={items}
      datesSet={(info) => props.onRangeChange({ from: info.start.toISOString(), to: info.end.toISOString() })}
      select={(info) => {
        info.view.calendar.unselect();
        props.onSlotClick(slotToTimes(info));
      }}
      eventClick={(info) => {
        info.jsEvent.preventDefault();
        props.onEventClick(info.event.extendedProps.event as CalendarEvent);
      }}
    />
  );
}
