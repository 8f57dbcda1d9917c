// Where rate-limit counters live, for every limit a module defines (the login limit first):
// Redis when REDIS_URL is set, so every instance counts together, else this process's memory.
// rate-limiter-flexible counts atomically in both (a Lua INCR with TTL in Redis), so a parallel
// burst cannot slip past a limit between a read and a write. If Redis fails, each limiter falls
// back to an in-memory one of the same shape instead of answering 500 or letting everyone in.
import { createClient } from 'redis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createRepeatFilter } from '../logging/repeat-filter.js';

export type LimitOptions = {
  /** Unique per limit: the key namespace. */
  name: string;
  /** Points allowed within `durationSeconds`. */
  points: number;
  durationSeconds: number;
  /** How long a key stays blocked once it spent more than its points. */
  blockSeconds: number;
};

export type RateLimits = {
  limiter: (options: LimitOptions) => RateLimiterAbstract;
  close: () => Promise<void>;
};

export async function createRateLimits(options: { redisUrl: string | undefined; keyPrefix: string }): Promise<RateLimits> {
  const memory = (o: LimitOptions) =>
    new RateLimiterMemory({ keyPrefix: o.name, points: o.points, duration: o.durationSeconds, blockDuration: o.blockSeconds });
  if (!options.redisUrl) return { limiter: memory, close: async () => {} };

  const client = createClient({ url: options.redisUrl, socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5000) } });
  // It reconnects by itself; while Redis is away every attempt fails alike: say so once per window.
  const once = createRepeatFilter();
  client.on('error', (err: Error) => once(err.message, (repeats) => console.error(`[redis rate limits] ${err.message}${repeats}`)));
  await client.connect();
  return {
    limiter: (o) =>
      new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        // Not connected: go to the in-memory insurance at once rather than queue the command.
        rejectIfRedisNotReady: true,
        keyPrefix: `${options.keyPrefix}${o.name}`,
        points: o.points,
        duration: o.durationSeconds,
        blockDuration: o.blockSeconds,
        insuranceLimiter: memory(o),
      }),
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}
