import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@atende/contract';
import { isWithinOpeningHours } from '../opening-hours.js';

const SP = 'America/Sao_Paulo';
// 2025-06-02 is a Monday; São Paulo is UTC-3 all year.
const at = (isoLocalSaoPaulo: string) => new Date(`${isoLocalSaoPaulo}-03:00`);

const weekdays: OpeningHours = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, start: '08:00', finish: '12:00' },
  { weekday, start: '13:00', finish: '18:00' },
]);
const withSaturday: OpeningHours = [...weekdays, { weekday: 6, start: '09:00', finish: '13:00' }];

describe('isWithinOpeningHours', () => {
  it('empty opening hours mean always open', () => {
    expect(isWithinOpeningHours([], SP, at('2025-06-08T03:00:00'))).toBe(true);
  });

  it('is open inside a window of the local weekday and closed in the lunch gap and after hours', () => {
    expect(isWithinOpeningHours(weekdays, SP, at('2025-06-02T08:00:00'))).toBe(true);
    expect(isWithinOpeningHours(weekdays, SP, at('2025-06-02T12:30:00'))).toBe(false);
    expect(isWithinOpeningHours(weekdays, SP, at('2025-06-02T17:59:00'))).toBe(true);
    expect(isWithinOpeningHours(weekdays, SP, at('2025-06-02T18:01:00'))).toBe(false);
    expect(isWithinOpeningHours(weekdays, SP, at('2025-06-02T07:59:00'))).toBe(false);
  });

  it('the finish minute still counts, so 23:59 lasts to the end of the day', () => {
    const allDay: OpeningHours = [{ weekday: 1, start: '00:00', finish: '23:59' }];
    expect(isWithinOpeningHours(allDay, SP, at('2025-06-02T23:59:30'))).toBe(true);
    expect(isWithinOpeningHours(allDay, SP, at('2025-06-02T00:00:00'))).toBe(true);
  });

  it('Saturday is weekday 6 and Sunday 7; a day without windows is closed', () => {
    expect(isWithinOpeningHours(withSaturday, SP, at('2025-06-07T10:00:00'))).toBe(true);
    expect(isWithinOpeningHours(weekdays, SP, at('2025-06-07T10:00:00'))).toBe(false);
    expect(isWithinOpeningHours([{ weekday: 7, start: '10:00', finish: '14:00' }], SP, at('2025-06-08T11:00:00'))).toBe(true);
  });

  it('reads the clock in the channel time zone, not the server one', () => {
    // 10:30 in Manaus (UTC-4) is 11:30 in São Paulo and 14:30 UTC.
    const hours: OpeningHours = [{ weekday: 1, start: '10:00', finish: '11:00' }];
    const moment = new Date('2025-06-02T14:30:00Z');
    expect(isWithinOpeningHours(hours, 'America/Manaus', moment)).toBe(true);
    expect(isWithinOpeningHours(hours, SP, moment)).toBe(false);
    // Monday 00:30 in São Paulo is still Sunday 23:30 in Manaus.
    expect(isWithinOpeningHours([{ weekday: 7, start: '23:00', finish: '23:59' }], 'America/Manaus', at('2025-06-02T00:30:00'))).toBe(true);
  });
});
