import { describe, expect, it } from 'vitest';
import { daysInPeriod, gupshupTrafficQuerySchema } from '../gupshup-traffic.js';

describe('the traffic report period', () => {
  it('counts both ends, across months and a leap day', () => {
    expect(daysInPeriod('2025-03-15', '2025-03-15')).toBe(1);
    expect(daysInPeriod('2025-02-14', '2025-03-15')).toBe(30);
    expect(daysInPeriod('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('accepts up to 366 days in order, page 1 by default, and refuses the rest', () => {
    expect(gupshupTrafficQuerySchema.parse({ from: '2024-01-01', to: '2024-12-31' })).toEqual({ from: '2024-01-01', to: '2024-12-31', page: 1 });
    expect(gupshupTrafficQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' }).success).toBe(false);
    expect(gupshupTrafficQuerySchema.safeParse({ from: '2025-03-02', to: '2025-03-01' }).success).toBe(false);
    expect(gupshupTrafficQuerySchema.safeParse({ from: '2025-02-29', to: '2025-03-01' }).success).toBe(false);
  });
});
