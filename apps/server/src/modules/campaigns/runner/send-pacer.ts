// How many campaign sends may start now on one channel. Sends are spread evenly at a little under
// the limit (98%: the provider counts arrivals, which jitter by a few milliseconds), and a sliding
// window of the last second's starts is a hard cap on top: whatever the timers do, no second ever
// holds more starts than the limit. A throughput error pauses everything for a while.

/** The share of the limit the pacer aims at. */
export const PACE_SHARE = 0.98;
/** Unused credit kept after an idle moment (no burst when work comes back). */
const MAX_CREDIT_MS = 25;

export type SendPacer = {
  /** Grants up to `wanted` starts now; the caller must start exactly that many. */
  take: (wanted: number) => number;
  /** Milliseconds until the next start could be granted (for the caller's timer). */
  wait: () => number;
  /** No start until `ms` from now (the provider said "too many"). */
  pause: (ms: number) => void;
  setLimit: (perSecond: number) => void;
  limit: () => number;
};

export function createSendPacer(perSecond: number, now: () => number = () => performance.now()): SendPacer {
  let limit = perSecond;
  let origin = now();
  let granted = 0;
  let pausedUntil = 0;
  // Start times of the last second, oldest first (a ring of `limit` slots).
  let starts: number[] = [];
  let head = 0;

  const windowCount = (t: number): number => {
    while (head < starts.length && (starts[head] ?? 0) <= t - 1000) head++;
    if (head > 4096) {
      starts = starts.slice(head);
      head = 0;
    }
    return starts.length - head;
  };

  const credit = (t: number): number => {
    const due = Math.floor(((t - origin) * limit * PACE_SHARE) / 1000) - granted;
    const cap = Math.max(1, Math.floor((MAX_CREDIT_MS * limit * PACE_SHARE) / 1000));
    if (due > cap) {
      // Idle for a while: restart the schedule from now instead of bursting the backlog.
      origin = t - (cap * 1000) / (limit * PACE_SHARE);
      granted = 0;
      return cap;
    }
    return due;
  };

  return {
    take(wanted) {
      const t = now();
      if (t < pausedUntil || wanted <= 0) return 0;
      const n = Math.max(0, Math.min(wanted, credit(t), limit - windowCount(t)));
      for (let i = 0; i < n; i++) starts.push(t);
      granted += n;
      return n;
    },
    wait() {
      const t = now();
      if (t < pausedUntil) return pausedUntil - t;
      if (credit(t) >= 1 && windowCount(t) < limit) return 0;
      const nextCredit = origin + ((granted + 1) * 1000) / (limit * PACE_SHARE) - t;
      const windowFrees = windowCount(t) >= limit ? (starts[head] ?? t) + 1000 - t : 0;
      return Math.max(1, nextCredit, windowFrees);
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, now() + ms);
      // After the pause the schedule starts afresh (no catching up).
      origin = pausedUntil;
      granted = 0;
    },
    setLimit(perSecond) {
      if (perSecond === limit) return;
      limit = perSecond;
      origin = now();
      granted = 0;
    },
    limit: () => limit,
  };
}
