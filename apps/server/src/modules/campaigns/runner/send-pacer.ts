// How many campaign sends may start now on one channel: a token bucket filled at a little under the
// limit, under a hard cap on the starts of any sliding second. The provider counts arrivals, not our
// starts, and arrivals bunch when the way to it gets faster (a send that waited for a new connection
// lands together with the next ones), so both stay a few percent under the limit, and a run starts
// slowly while its connections open. A throughput error pauses everything for a while.

/** The share of the limit the pacer aims at. */
export const PACE_SHARE = 0.965;
/** The hard cap's share: no sliding second ever holds more starts than this. */
export const CAP_SHARE = 0.965;
/** Unused credit kept after a late timer or an idle moment (no burst when work comes back). */
const MAX_CREDIT_MS = 25;
/** A run (or the end of a pause) starts at half the pace and reaches the full pace after this long. */
export const RAMP_MS = 300;

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

/** The most starts allowed in any second: under the limit, yet never under the pace itself. */
export function startsCap(limit: number): number {
  return Math.min(limit, Math.max(Math.floor(limit * CAP_SHARE), Math.ceil(limit * PACE_SHARE)));
}

export function createSendPacer(perSecond: number, now: () => number = () => performance.now()): SendPacer {
  let limit = perSecond;
  let credit = 0;
  let filledAt = now();
  /** When the current ramp began: the first start, or the end of a pause. */
  let rampFrom: number | null = null;
  let pausedUntil = 0;
  // Start times of the last second, oldest first.
  let starts: number[] = [];
  let head = 0;

  const perMs = () => (limit * PACE_SHARE) / 1000;
  // At least 2: a timer that fires a little late must not lose the fraction of a send it owes.
  const capacity = () => Math.max(2, Math.floor(MAX_CREDIT_MS * perMs()));
  const ramp = (t: number) => (rampFrom === null ? 0.5 : Math.min(1, 0.5 + (0.5 * Math.max(0, t - rampFrom)) / RAMP_MS));

  const fill = (t: number): void => {
    if (t > filledAt) credit = Math.min(capacity(), credit + (t - filledAt) * perMs() * ramp(t));
    filledAt = Math.max(filledAt, t);
  };

  const windowCount = (t: number): number => {
    while (head < starts.length && (starts[head] ?? 0) <= t - 1000) head++;
    if (head > 4096) {
      starts = starts.slice(head);
      head = 0;
    }
    return starts.length - head;
  };

  return {
    take(wanted) {
      const t = now();
      if (t < pausedUntil || wanted <= 0) return 0;
      if (rampFrom === null) {
        // The first send of a run goes at once, with no credit saved up while the run got ready;
        // the schedule and its ramp count from here.
        rampFrom = t;
        filledAt = t;
        credit = 1;
      } else fill(t);
      const n = Math.max(0, Math.min(wanted, Math.floor(credit), startsCap(limit) - windowCount(t)));
      for (let i = 0; i < n; i++) starts.push(t);
      credit -= n;
      return n;
    },
    wait() {
      const t = now();
      if (t < pausedUntil) return pausedUntil - t;
      fill(t);
      const count = windowCount(t);
      if (credit >= 1 && count < startsCap(limit)) return 0;
      const nextCredit = credit >= 1 ? 0 : (1 - credit) / (perMs() * ramp(t));
      const windowFrees = count >= startsCap(limit) ? (starts[head] ?? t) + 1000 - t : 0;
      return Math.max(1, nextCredit, windowFrees);
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, now() + ms);
      // After the pause the schedule starts afresh and slowly (no catching up).
      credit = 0;
      filledAt = pausedUntil;
      rampFrom = pausedUntil;
    },
    setLimit(perSecond) {
      if (perSecond === limit) return;
      fill(now());
      limit = perSecond;
      credit = Math.min(credit, capacity());
    },
    limit: () => limit,
  };
}
