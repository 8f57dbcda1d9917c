import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (the clocks tick every 500 ms, spec section 9). */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
