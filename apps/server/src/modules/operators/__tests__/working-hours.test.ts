import { describe, expect, it } from 'vitest';
import { defaultWorkingHours } from '@atende/contract';
import { localClock } from '../../../platform/time/local-clock.js';
import { withinWorkingHours, type WorkingHours } from '../working-hours.js';

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
