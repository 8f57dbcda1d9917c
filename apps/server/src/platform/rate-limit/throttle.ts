// At most one pass per key within a window, counted where the rate limits count (Redis with
// REDIS_URL, so every instance shares the window; this process's memory otherwise). The first call
// for a key opens its window; later ones within it are refused until the window ends.
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimits } from './rate-limits.js';

export type Throttle = {
  /** True for the first call of `key` in its window, false for the others. */
  pass: (key: string) => Promise<boolean>;
};

export function createThrottle(limits: Pick<RateLimits, 'limiter'>, options: { name: string; seconds: number }): Throttle {
  const limiter = limits.limiter({ name: options.name, points: 1, durationSeconds: options.seconds, blockSeconds: 0 });
  return {
    pass: (key) =>
      limiter.consume(key).then(
        () => true,
        (refusal: unknown) => {
          // The limiter refuses with its counters; anything else is a failure of its store.
          if (refusal instanceof RateLimiterRes) return false;
          throw refusal;
        },
      ),
  };
}
