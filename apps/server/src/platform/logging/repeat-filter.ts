// During a database outage every poller (each queue worker, the supervisor, the campaign sweep) fails
// the same way several times a second. The log says each distinct failure once per window, with how
// many times it repeated, instead of drowning everything else in copies.
const MAX_KEYS = 500;

export type RepeatFilter = (key: string, print: (repeats: string) => void) => void;

export function createRepeatFilter(windowMs = 10_000, now: () => number = Date.now): RepeatFilter {
  const seen = new Map<string, { until: number; repeats: number }>();
  return (key, print) => {
    const t = now();
    const entry = seen.get(key);
    if (entry && t < entry.until) {
      entry.repeats += 1;
      return;
    }
    if (seen.size >= MAX_KEYS) seen.clear();
    seen.set(key, { until: t + windowMs, repeats: 0 });
    print(entry && entry.repeats > 0 ? ` (+${entry.repeats} more like it in the previous ${Math.round(windowMs / 1000)} s)` : '');
  };
}
