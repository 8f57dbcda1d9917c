// Whether a moment falls inside an operator's working window (spec sections 4, 5, 9):
// Monday to Friday use the week window, Saturday and Sunday their own; times are the channel's.

import { localClock, minuteOfDay as minutes } from '../../platform/time/local-clock.js';

export type WorkingHours = {
  weekStartTime: string;
  weekFinishTime: string;
  satStartTime: string;
  satFinishTime: string;
  sunStartTime: string;
  sunFinishTime: string;
};

export function windowFor(hours: WorkingHours, weekday: number): { start: string; finish: string } {
  if (weekday === 6) return { start: hours.satStartTime, finish: hours.satFinishTime };
  if (weekday === 7) return { start: hours.sunStartTime, finish: hours.sunFinishTime };
  return { start: hours.weekStartTime, finish: hours.weekFinishTime };
}

export function withinWorkingHours(hours: WorkingHours, now: Date, timeZone: string): boolean {
  const { weekday, minute } = localClock(now, timeZone);
  const { start, finish } = windowFor(hours, weekday);
  const s = minutes(start);
  const f = minutes(finish);
  // The finish minute itself still counts (23:59 means until the end of the day).
  return s <= f ? minute >= s && minute <= f : minute >= s || minute <= f;
}

/**
 * After the window ends, an operator with conversations in progress has this long to finish or
 * transfer them before their panel is closed (docs/decisions.md, "First hour").
 */
export const OUTSIDE_HOURS_GRACE_MS = 15 * 60_000;

/**
 * Whether an operator's panel must close at `now` (outside_working_hours): outside the window and
 * either with no conversation in progress, or still outside the window a grace ago (so the grace
 * has run out, or the window ended long before).
 */
export function sessionMustClose(hours: WorkingHours, now: Date, timeZone: string, attendancesInProgress: number): boolean {
  if (withinWorkingHours(hours, now, timeZone)) return false;
  if (attendancesInProgress === 0) return true;
  return !withinWorkingHours(hours, new Date(now.getTime() - OUTSIDE_HOURS_GRACE_MS), timeZone);
}
