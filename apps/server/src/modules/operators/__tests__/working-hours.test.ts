import { describe, expect, it } from 'vitest';
import { defaultWorkingHours } from '@atende/contract';
import { localClock } from '../../../platform/time/local-clock.js';
import { OUTSIDE_HOURS_GRACE_MS, sessionMustClose, withinWorkingHours, type WorkingHours } from '../working-hours.js';

const hours: WorkingHours = {
  weekStartTime: '08:00',
  weekFinishTime: '18:00',
  satStartTime: '09:00',
  satFinishTime: '13:00',
  sunStartTime: '00:00',
  sunFinishTime: '00:00',
};
const tz = 'America/Sao_Paulo';

describe('working hours', () => {
  it('numbers weekdays with 6 = Saturday and 7 = Sunday in the channel time zone', () => {
    expect(localClock(new Date('2026-11-21T12:00:00Z'), tz)).toEqual({ weekday: 6, minute: 9 * 60 });
    expect(localClock(new Date('2026-11-22T02:30:00Z'), tz)).toEqual({ weekday: 6, minute: 23 * 60 + 30 });
    expect(localClock(new Date('2026-11-23T12:00:00Z'), tz).weekday).toBe(1);
  });

  it.each([
    ['Monday 10:00', '2026-11-23T13:00:00Z', true],
    ['Monday 07:59', '2026-11-23T10:59:00Z', false],
    ['Monday 18:00 (finish minute counts)', '2026-11-23T21:00:00Z', true],
    ['Monday 18:01', '2026-11-23T21:01:00Z', false],
    ['Saturday 12:00', '2026-11-21T15:00:00Z', true],
    ['Saturday 14:00', '2026-11-21T17:00:00Z', false],
    ['Sunday 10:00', '2026-11-22T13:00:00Z', false],
  ])('%s → %s', (_label, iso, expected) => {
    expect(withinWorkingHours(hours, new Date(iso), tz)).toBe(expected);
  });

  it('the default 00:00-23:59 covers the whole day', () => {
    expect(withinWorkingHours(defaultWorkingHours, new Date('2026-11-22T02:59:30Z'), tz)).toBe(true);
  });

  it('handles a window that crosses midnight', () => {
    const night = { ...hours, weekStartTime: '22:00', weekFinishTime: '06:00' };
    expect(withinWorkingHours(night, new Date('2026-11-24T02:00:00Z'), tz)).toBe(true); // Mon 23:00
    expect(withinWorkingHours(night, new Date('2026-11-24T15:00:00Z'), tz)).toBe(false); // Tue 12:00
  });
});

describe('when an operator’s panel must close (outside_working_hours)', () => {
  // Monday's window ends at 18:00 (21:00 UTC).
  const monday = (hhmm: string) => new Date(Date.UTC(2026, 10, 23, Number(hhmm.slice(0, 2)) + 3, Number(hhmm.slice(3))));

  it('never inside the window, whatever is in progress', () => {
    expect(sessionMustClose(hours, monday('17:59'), tz, 0)).toBe(false);
    expect(sessionMustClose(hours, monday('18:00'), tz, 3)).toBe(false);
  });

  it('at once after the window with nothing in progress', () => {
    expect(sessionMustClose(hours, monday('18:01'), tz, 0)).toBe(true);
  });

  it('with conversations in progress, once the grace of 15 minutes after the window has passed', () => {
    expect(OUTSIDE_HOURS_GRACE_MS).toBe(15 * 60_000);
    expect(sessionMustClose(hours, monday('18:01'), tz, 2)).toBe(false);
    expect(sessionMustClose(hours, monday('18:15'), tz, 2)).toBe(false);
    expect(sessionMustClose(hours, monday('18:16'), tz, 2)).toBe(true);
    // Signing in long after the window, or before it opens: no grace.
    expect(sessionMustClose(hours, monday('23:00'), tz, 2)).toBe(true);
    expect(sessionMustClose(hours, monday('07:30'), tz, 2)).toBe(true);
  });
});
