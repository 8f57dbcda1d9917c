// The operator's scheduling panel: today's events, then the next 7 days'.
import dayjs from 'dayjs';
import type { CalendarEvent } from '@atende/contract';

export const PANEL_DAYS = 7;

/** The range the panel asks for: from the start of today to the end of the 7th day after it. */
export function panelRange(now: Date): { from: string; to: string } {
  const start = dayjs(now).startOf('day');
  return { from: start.toISOString(), to: start.add(PANEL_DAYS + 1, 'day').toISOString() };
}

/** Today's events (any that touch today) and the later ones, each in start order. */
export function splitAgenda(events: readonly CalendarEvent[], now: Date): { today: CalendarEvent[]; upcoming: CalendarEvent[] } {
  const endOfToday = dayjs(now).endOf('day');
  const sorted = [...events].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return {
    today: sorted.filter((e) => !dayjs(e.startsAt).isAfter(endOfToday)),
    upcoming: sorted.filter((e) => dayjs(e.startsAt).isAfter(endOfToday)),
  };
}
