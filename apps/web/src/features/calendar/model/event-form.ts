// The event form's values (what the contract's body schema reads) and their conversions: the
// DateTimePicker speaks local "YYYY-MM-DD HH:mm:ss", the API ISO instants.
import dayjs from 'dayjs';
import type { CalendarEvent } from '@atende/contract';

export type EventFormValues = {
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  remindAt: string;
  /** Whose calendar (a user's id); null: the caller's own (or, editing, where the event already is). */
  userId: string | null;
  contactId: string | null;
};

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** ISO instant → the picker's local value (null when empty). */
export const toPickerValue = (iso: string): string | null => (iso ? dayjs(iso).format(PICKER_FORMAT) : null);

/** The picker's local value → ISO instant ('' when cleared). */
export const fromPickerValue = (value: string | null): string => {
  if (!value) return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toISOString() : '';
};

/** A new event: the slot clicked (or the next full hour), in the given user's calendar (null: one's own). */
export function blankEvent(options: { start?: Date; end?: Date | null; userId?: string | null; now?: Date } = {}): EventFormValues {
  const start = options.start ?? dayjs(options.now ?? new Date()).add(1, 'hour').startOf('hour').toDate();
  return {
    title: '',
    description: '',
    startsAt: start.toISOString(),
    endsAt: options.end ? options.end.toISOString() : '',
    remindAt: '',
    userId: options.userId ?? null,
    contactId: null,
  };
}

export function eventToValues(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    startsAt: event.startsAt,
    endsAt: event.endsAt ?? '',
    remindAt: event.remindAt ?? '',
    userId: event.userId,
    contactId: event.contact?._id ?? null,
  };
}

/** "14:30" in the browser's zone: the calendar shows events as times (spec section 5). */
export const timeOf = (iso: string): string => dayjs(iso).format('HH:mm');
