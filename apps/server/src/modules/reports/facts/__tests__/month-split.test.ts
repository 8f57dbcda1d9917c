import { describe, expect, it } from 'vitest';
import { planMonthReads, splitByMonths } from '../month-split.js';

describe('splitByMonths', () => {
  it('reads whole months from the monthly rollup and the edges from the daily one', () => {
    expect(splitByMonths('2025-11-17', '2026-02-03')).toEqual({
      months: { from: '2025-12-01', to: '2026-01-01' },
      days: [{ from: '2025-11-17', to: '2025-11-30' }, { from: '2026-02-01', to: '2026-02-03' }],
    });
    expect(splitByMonths('2025-01-01', '2025-12-31')).toEqual({ months: { from: '2025-01-01', to: '2025-12-01' }, days: [] });
    expect(splitByMonths('2024-02-01', '2024-02-29')).toEqual({ months: { from: '2024-02-01', to: '2024-02-01' }, days: [] });
    expect(splitByMonths('2025-04-02', '2025-06-30')).toEqual({ months: { from: '2025-05-01', to: '2025-06-01' }, days: [{ from: '2025-04-02', to: '2025-04-30' }] });
  });

  it('keeps a period without a whole month on the daily rollup', () => {
    expect(splitByMonths('2025-02-28', '2025-03-01')).toEqual({ months: null, days: [{ from: '2025-02-28', to: '2025-03-01' }] });
    expect(splitByMonths('2025-03-01', '2025-03-30')).toEqual({ months: null, days: [{ from: '2025-03-01', to: '2025-03-30' }] });
    expect(splitByMonths('2025-07-14', '2025-07-14')).toEqual({ months: null, days: [{ from: '2025-07-14', to: '2025-07-14' }] });
  });
});

describe('planMonthReads', () => {
  it('reads a mostly covered edge month as the month minus the days outside the period', () => {
    expect(planMonthReads('2025-12-06', '2026-12-05')).toEqual({
      months: [{ from: '2026-01-01', to: '2026-11-01' }, { from: '2025-12-01', to: '2025-12-01' }],
      days: [{ from: '2026-12-01', to: '2026-12-05' }],
      minus: [{ from: '2025-12-01', to: '2025-12-05' }],
    });
    expect(planMonthReads('2026-11-06', '2026-12-05')).toEqual({
      months: [{ from: '2026-11-01', to: '2026-11-01' }],
      days: [{ from: '2026-12-01', to: '2026-12-05' }],
      minus: [{ from: '2026-11-01', to: '2026-11-05' }],
    });
  });

  it('keeps short edges and whole months as they are', () => {
    expect(planMonthReads('2025-01-01', '2025-12-31')).toEqual({ months: [{ from: '2025-01-01', to: '2025-12-01' }], days: [], minus: [] });
    expect(planMonthReads('2025-07-14', '2025-07-14')).toEqual({ months: [], days: [{ from: '2025-07-14', to: '2025-07-14' }], minus: [] });
    expect(planMonthReads('2025-02-28', '2025-03-01')).toEqual({
      months: [],
      days: [{ from: '2025-02-28', to: '2025-02-28' }, { from: '2025-03-01', to: '2025-03-01' }],
      minus: [],
    });
  });

  it('takes back the days on both sides of a long piece inside one month', () => {
    expect(planMonthReads('2025-03-02', '2025-03-30')).toEqual({
      months: [{ from: '2025-03-01', to: '2025-03-01' }],
      days: [],
      minus: [{ from: '2025-03-01', to: '2025-03-01' }, { from: '2025-03-31', to: '2025-03-31' }],
    });
  });
});
