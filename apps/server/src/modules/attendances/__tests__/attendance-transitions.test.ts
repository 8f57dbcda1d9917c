import { describe, expect, it } from 'vitest';
import { attendanceStatuses } from '@atende/contract';
import { assertTransition, canTransition, IllegalTransitionError, openStatuses } from '../attendance-transitions.js';

describe('attendance transitions', () => {
  it('finished and abandoned are terminal: nothing follows them', () => {
    for (const to of attendanceStatuses) {
      expect(canTransition('finished', to)).toBe(false);
      expect(canTransition('abandoned', to)).toBe(false);
    }
  });

  it('every open status can be finished except through the survey', () => {
    for (const from of openStatuses) expect(canTransition(from, 'finished')).toBe(true);
  });

  it('a queue hands out to an operator, and an operator can send back to a queue (transfer)', () => {
    expect(canTransition('waiting', 'in_attendance')).toBe(true);
    expect(canTransition('offline_operators', 'in_attendance')).toBe(true);
    expect(canTransition('in_attendance', 'waiting')).toBe(true);
    expect(canTransition('in_attendance', 'in_attendance')).toBe(true);
  });

  it('an illegal transition is an error, not a silent write', () => {
    expect(() => assertTransition('finished', 'in_attendance')).toThrow(IllegalTransitionError);
    expect(() => assertTransition('in_survey', 'in_attendance')).toThrow(/in_survey to in_attendance/);
  });
});
