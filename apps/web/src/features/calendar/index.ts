// The calendar's pieces other parts of the app mount; the /calendar page (with FullCalendar) is a
// lazy route of its own, so nothing here pulls FullCalendar in.
import './locales';

export { useCalendarReminders } from './realtime/use-calendar-reminders';
export { AgendaButton } from './components/agenda-panel';
