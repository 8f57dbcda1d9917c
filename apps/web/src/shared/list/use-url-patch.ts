// Writing a page's state into the URL: set or drop parameters in place (no new history entry), and go
// back to page 1 unless only the page changed. Server-paged lists and the reports' filters share it.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** null or '' drops the parameter. */
export type UrlPatch = Record<string, string | null>;

export function useUrlPatch(): [URLSearchParams, (patch: UrlPatch, resetPage?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  // Each patch applies to the last address written, not to the one of the render that made the callback:
  // a debounced search firing after a filter was picked (its navigation not yet rendered) would otherwise
  // write the address from before the filter and drop it. A new address rendered is the base again.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (patch: UrlPatch, resetPage = true) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (resetPage) next.delete('page');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, update];
}
