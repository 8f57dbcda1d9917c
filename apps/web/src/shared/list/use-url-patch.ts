// Writing a page's state into the URL: set or drop parameters in place (no new history entry), and go
// back to page 1 unless only the page changed. Server-paged lists and the reports' filters share it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** null or '' drops the parameter. */
export type UrlPatch = Record<string, string | null>;

export function useUrlPatch(): [URLSearchParams, (patch: UrlPatch, resetPage?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: UrlPatch, resetPage = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update];
}
