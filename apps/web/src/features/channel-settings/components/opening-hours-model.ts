// The week editor's state and its translation to the contract's opening hours (weekday 1..5
// Monday to Friday, 6 Saturday, 7 Sunday; an empty list means always open).
import { openingHoursSchema, type OpeningHours } from '@atende/contract';

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof weekdays)[number];
export type TimeWindow = { start: string; finish: string };
export type DayState = { open: boolean; windows: TimeWindow[] };
export type WeekState = { alwaysOpen: boolean; days: Record<Weekday, DayState> };

export const MAX_WINDOWS_PER_DAY = 3;
const defaultWindow: TimeWindow = { start: '08:00', finish: '18:00' };

/** The saved hours as the editor shows them; "always open" starts from a Monday-to-Friday template. */
export function toWeekState(hours: OpeningHours): WeekState {
  const days = {} as Record<Weekday, DayState>;
  for (const day of weekdays) {
    const windows = hours.filter((w) => w.weekday === day).map(({ start, finish }) => ({ start, finish }));
    days[day] = windows.length > 0 ? { open: true, windows } : { open: hours.length === 0 && day <= 5, windows: [{ ...defaultWindow }] };
  }
  return { alwaysOpen: hours.length === 0, days };
}

/** Where each window of the saved list came from, so a validation issue lands under its input. */
export type WindowRef = { weekday: Weekday; index: number };

export function fromWeekState(state: WeekState): { hours: OpeningHours; refs: WindowRef[] } {
  if (state.alwaysOpen) return { hours: [], refs: [] };
  const hours: OpeningHours = [];
  const refs: WindowRef[] = [];
  for (const weekday of weekdays) {
    const day = state.days[weekday];
    if (!day.open) continue;
    day.windows.forEach((w, index) => {
      hours.push({ weekday, start: w.start, finish: w.finish });
      refs.push({ weekday, index });
    });
  }
  return { hours, refs };
}

export type WeekErrors = { form?: string; windows: Record<string, string> };
export const windowErrorKey = (weekday: Weekday, index: number) => `${weekday}.${index}`;

/** Validates with the contract's schema (the server's own), plus the one thing a list cannot say: closed every day. */
export function validateWeek(state: WeekState, closedEveryDay: string): { hours: OpeningHours | null; errors: WeekErrors } {
  const { hours, refs } = fromWeekState(state);
  if (!state.alwaysOpen && hours.length === 0) return { hours: null, errors: { form: closedEveryDay, windows: {} } };
  const result = openingHoursSchema.safeParse(hours);
  if (result.success) return { hours: result.data, errors: { windows: {} } };
  const errors: WeekErrors = { windows: {} };
  for (const issue of result.error.issues) {
    const ref = typeof issue.path[0] === 'number' ? refs[issue.path[0]] : undefined;
    if (ref) errors.windows[windowErrorKey(ref.weekday, ref.index)] ??= issue.message;
    else errors.form ??= issue.message;
  }
  return { hours: null, errors };
}
