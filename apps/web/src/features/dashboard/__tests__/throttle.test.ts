import { afterEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from '../realtime/throttle';
import { formatWait } from '../components/format-wait';

afterEach(() => vi.useRealTimers());

describe('createThrottle', () => {
  it('runs at once, folds a burst into one trailing run, and runs at once again after a quiet interval', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttle = createThrottle(fn, 2000);
    throttle.call();
    expect(fn).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) throttle.call();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    throttle.call();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('a cancelled trailing run never happens', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttle = createThrottle(fn, 2000);
    throttle.call();
    throttle.call();
    throttle.cancel();
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('formatWait', () => {
  it('shows mm:ss, hours folded into minutes, and a dash when nothing was measured', () => {
    expect(formatWait(0)).toBe('00:00');
    expect(formatWait(65)).toBe('01:05');
    expect(formatWait(14_460)).toBe('241:00');
    expect(formatWait(null)).toBe('—');
  });
});
