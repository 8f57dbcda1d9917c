import { describe, expect, it } from 'vitest';
import { createSendPacer, PACE_SHARE, RAMP_MS, startsCap } from '../runner/send-pacer.js';

/** Drives the pacer on a fake clock, asking for as much as possible every `step` ms. */
function simulate(limit: number, durationMs: number, step: number, jitter: (i: number) => number = () => 0) {
  let t = 0;
  const pacer = createSendPacer(limit, () => t);
  const starts: number[] = [];
  for (let i = 0; t < durationMs; i++) {
    const n = pacer.take(10_000);
    for (let k = 0; k < n; k++) starts.push(t);
    t += step + jitter(i);
  }
  return starts;
}

/** The most starts in any window [s, s + 1000). */
function busiestSecond(starts: number[]): number {
  let best = 0;
  let lo = 0;
  for (let hi = 0; hi < starts.length; hi++) {
    while ((starts[hi] ?? 0) - (starts[lo] ?? 0) >= 1000) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}

describe('send pacer', () => {
  it.each([80, 1000])('keeps %i/s on average within 5% and never more than the limit in any second', (limit) => {
    const starts = simulate(limit, 20_000, 7);
    const rate = starts.length / 20;
    expect(rate).toBeGreaterThanOrEqual(limit * 0.95);
    expect(rate).toBeLessThanOrEqual(limit);
    expect(busiestSecond(starts)).toBeLessThanOrEqual(limit);
  });

  it('late and irregular timers never make a second exceed the limit', () => {
    // Every 13th tick the event loop stalls for 20 ms (a garbage collection), then catches up.
    const starts = simulate(1000, 10_000, 3, (i) => (i % 13 === 0 ? 20 : 0));
    // Not even the limit: the cap keeps a margin for arrivals that bunch on the way.
    expect(startsCap(1000)).toBe(965);
    expect(busiestSecond(starts)).toBeLessThanOrEqual(965);
    expect(starts.length / 10).toBeGreaterThan(1000 * PACE_SHARE * 0.9);
  });

  it('starts a run at half the pace, with no burst of what it saved while getting ready', () => {
    let t = 0;
    const pacer = createSendPacer(1000, () => t);
    t = 5000;
    expect(pacer.take(10_000)).toBe(1);
    let early = 0;
    for (; t < 5000 + RAMP_MS; t += 2) early += pacer.take(10_000);
    // Half the pace rising to the whole: three quarters of the ramp's share on average.
    expect(early).toBeLessThanOrEqual(Math.ceil(1000 * PACE_SHARE * (RAMP_MS / 1000) * 0.75) + 2);
    expect(early).toBeGreaterThanOrEqual(Math.floor(1000 * PACE_SHARE * (RAMP_MS / 1000) * 0.7));
    let later = 0;
    for (const end = t + 1000; t < end; t += 2) later += pacer.take(10_000);
    expect(later).toBeGreaterThanOrEqual(Math.floor(1000 * PACE_SHARE) - 2);
  });

  it('does not burst the backlog after an idle moment', () => {
    let t = 0;
    const pacer = createSendPacer(100, () => t);
    t = 60_000;
    expect(pacer.take(10_000)).toBeLessThanOrEqual(5);
  });

  it('grants nothing while paused, then resumes at the pace', () => {
    let t = 0;
    const pacer = createSendPacer(100, () => t);
    pacer.pause(2000);
    t = 1999;
    expect(pacer.take(10)).toBe(0);
    expect(pacer.wait()).toBe(1);
    t = 2500;
    const n = pacer.take(1000);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(50);
  });

  it('a lower limit takes effect at once', () => {
    let t = 0;
    const pacer = createSendPacer(1000, () => t);
    pacer.setLimit(10);
    let total = 0;
    for (; t < 10_000; t += 5) total += pacer.take(100);
    expect(total).toBeLessThanOrEqual(100);
    expect(total).toBeGreaterThanOrEqual(95);
  });
});
