// The throttle behind the typing indicator: one pass per key per window, shared by every instance
// through Redis (REDIS_URL; the suite's Redis by default), in memory without it.
import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimits, type RateLimits } from '../rate-limits.js';
import { createThrottle } from '../throttle.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: RateLimits[] = [];
const limits = async (redisUrl: string | undefined, keyPrefix: string) => {
  const created = await createRateLimits({ redisUrl, keyPrefix });
  opened.push(created);
  return created;
};

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((l) => l.close()));
});

describe('throttle', () => {
  it('lets the first call of a key through, refuses the rest of its window, and lets it through again after', async () => {
    vi.useFakeTimers();
    const throttle = createThrottle(await limits(undefined, 'atende-test:'), { name: 'typing-test', seconds: 20 });
    expect(await throttle.pass('attendance-1')).toBe(true);
    expect(await throttle.pass('attendance-1')).toBe(false);
    // Another key has its own window.
    expect(await throttle.pass('attendance-2')).toBe(true);
    vi.advanceTimersByTime(19_000);
    expect(await throttle.pass('attendance-1')).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(await throttle.pass('attendance-1')).toBe(true);
  });

  it('two instances sharing Redis share the window: the second one is refused', async () => {
    const keyPrefix = `atende-test-${crypto.randomBytes(4).toString('hex')}:`;
    const one = createThrottle(await limits(REDIS_URL, keyPrefix), { name: 'typing-test', seconds: 20 });
    const two = createThrottle(await limits(REDIS_URL, keyPrefix), { name: 'typing-test', seconds: 20 });
    expect(await one.pass('attendance-1')).toBe(true);
    expect(await two.pass('attendance-1')).toBe(false);
    expect(await two.pass('attendance-2')).toBe(true);
  });
});
