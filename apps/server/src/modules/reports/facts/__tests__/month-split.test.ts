import { describe, expect, it } from 'vitest';
import { splitByMonths } from '../month-split.js';

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
