// Whether the channel is open at a moment: its weekly windows read in its own time zone. The bot
// uses it to answer with the outside-hours message (issue 5).
import type { OpeningHours } from '@atende/contract';
import { localClock, minuteOfDay as minutes } from '../../platform/time/local-clock.js';

/**
 * Empty opening hours: always open. Otherwise open inside a window of the local weekday (1..5
 * Monday to Friday, 6 Saturday, 7 Sunday); the finish minute still counts, as operators' hours do,
 * so 23:59 means until the end of the day. A weekday without windows is closed.
 */
export function isWithinOpeningHours(openingHours: OpeningHours, timezone: string, date: Date): boolean {
  if (openingHours.length === 0) return true;
  const { weekday, minute } = localClock(date, timezone);
  return openingHours.some((w) => w.weekday === weekday && minute >= minutes(w.start) && minute <= minutes(w.finish));
}
