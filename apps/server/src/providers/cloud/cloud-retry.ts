// Short retries for calls that must succeed soon (media URLs expire within minutes). Only failures
// that may clear on their own are retried: network errors, timeouts, 5xx and Meta's transient codes.
import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from '../provider.port.js';

/** Runs `attempt`, retrying once per entry of `delaysMs` (waiting that long first) while it is unavailable. */
export async function retryWhileUnavailable<T>(attempt: () => Promise<T>, delaysMs: readonly number[]): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ProviderError) || error.kind !== 'unavailable') throw error;
      await sleep(delay);
    }
  }
  return attempt();
}
