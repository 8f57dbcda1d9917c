// Calendar events as FullCalendar shows them, and what a click on an empty slot proposes.
import dayjs from 'dayjs';
import type { EventInput } from '@fullcalendar/core';
import type { CalendarEvent } from '@atende/contract';
import { contactShort } from './contact-label';

/** One FullCalendar item per event: title, the contact after a dash and, when several calendars show, whose it is. */
export function toCalendarItems(events: readonly CalendarEvent[], options: { showOwner: boolean; privacy: boolean }): EventInput[] {
  return events.map((event) => {
    const parts = [event.title];
    if (event.contact) parts.push(`— ${contactShort(event.contact, options.privacy)}`);
    if (options.showOwner) parts.push(`(${event.ownerName})`);
    return {
      id: event._id,
      title: parts.join(' '),
      start: event.startsAt,
      ...(event.endsAt ? { end: event.endsAt } : {}),
      allDay: false,
      extendedProps: { event },
    };
  });
}

/** A whole day clicked (month view) starts at 09:00 that day; a time slot keeps its start and end. */
export function slotToTimes(slot: { start: Date; end: Date; allDay: boolean }): { start: Date; end: Date | null } {
  if (slot.allDay) return { start: dayjs(slot.start).hour(9).minute(0).second(0).millisecond(0).toDate(), end: null };
  return { start: slot.start, end: slot.end };
}
