/**
 * Runs `fn` at once, then at most once per `intervalMs`: calls in between are folded into one
 * trailing run, so a burst of events costs two requests and the last event is never lost.
 */
export function createThrottle(fn: () => void, intervalMs: number, now: () => number = () => Date.now()) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    fn();
  };
  return {
    call(): void {
      if (timer !== undefined) return;
      const wait = last + intervalMs - now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
