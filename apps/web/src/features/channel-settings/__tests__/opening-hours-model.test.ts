import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@atende/contract';
import { fromWeekState, toWeekState, validateWeek, windowErrorKey } from '../components/opening-hours-model';

const CLOSED = 'Marque ao menos um dia';

describe('opening hours editor model', () => {
  it('empty hours read as always open, and saving always open sends an empty list', () => {
    const state = toWeekState([]);
    expect(state.alwaysOpen).toBe(true);
    // Turning "always open" off starts from Monday to Friday, 08:00 to 18:00.
    expect(state.days[1]).toEqual({ open: true, windows: [{ start: '08:00', finish: '18:00' }] });
    expect(state.days[6].open).toBe(false);
    expect(fromWeekState(state).hours).toEqual([]);
  });

  it('round-trips the saved windows, Saturday as 6 and Sunday as 7', () => {
    const hours: OpeningHours = [
      { weekday: 1, start: '08:00', finish: '12:00' },
      { weekday: 1, start: '13:00', finish: '18:00' },
      { weekday: 6, start: '09:00', finish: '13:00' },
      { weekday: 7, start: '10:00', finish: '12:00' },
    ];
    const state = toWeekState(hours);
    expect(state.alwaysOpen).toBe(false);
    expect(state.days[2].open).toBe(false);
    expect(fromWeekState(state).hours).toEqual(hours);
  });

  it('a closed day sends none of its windows', () => {
    const state = toWeekState([{ weekday: 3, start: '08:00', finish: '12:00' }, { weekday: 4, start: '08:00', finish: '12:00' }]);
    state.days[3].open = false;
    expect(fromWeekState(state).hours).toEqual([{ weekday: 4, start: '08:00', finish: '12:00' }]);
  });

  it('puts the contract’s pt-BR messages under the window that caused them', () => {
    const state = toWeekState([
      { weekday: 2, start: '08:00', finish: '12:00' },
      { weekday: 2, start: '13:00', finish: '18:00' },
    ]);
    state.days[2].windows[1] = { start: '11:00', finish: '18:00' };
    const overlap = validateWeek(state, CLOSED);
    expect(overlap.hours).toBeNull();
    expect(overlap.errors.windows[windowErrorKey(2, 1)]).toBe('As janelas do mesmo dia não podem se sobrepor');
    state.days[2].windows[1] = { start: '19:00', finish: '18:00' };
    expect(validateWeek(state, CLOSED).errors.windows[windowErrorKey(2, 1)]).toBe('O início deve ser antes do fim');
  });

  it('refuses a week closed every day (an empty list would mean always open)', () => {
    const state = toWeekState([{ weekday: 1, start: '08:00', finish: '12:00' }]);
    state.days[1].open = false;
    expect(validateWeek(state, CLOSED)).toEqual({ hours: null, errors: { form: CLOSED, windows: {} } });
  });
});
