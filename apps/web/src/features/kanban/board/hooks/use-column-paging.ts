// A column reads its next page when its end comes into view inside the column's own scroll area. The
// end is a "load more" button, so keyboard users (and browsers without IntersectionObserver) can ask too.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useColumnPaging(nextCursor: string | null, load: (after: string) => Promise<void>) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);

  const loadNext = useCallback(async () => {
    if (!nextCursor || busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      await load(nextCursor);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [nextCursor, load]);

  useEffect(() => {
    // After a failure the button asks again; the observer would retry in a loop.
    if (!sentinel || !nextCursor || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadNext();
    }, { root, rootMargin: '0px 0px 200px 0px' });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, root, nextCursor, failed, loadNext]);

  return { loading, failed, loadNext, sentinelRef: setSentinel, rootRef: setRoot };
}
