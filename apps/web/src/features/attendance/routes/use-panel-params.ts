// The panel's state in the address: ?tab=<list tab>&a=<attendance id>, so a reload keeps both.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isListTab, type ListTab } from '../model/list-tabs';

export function usePanelParams() {
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: ListTab = isListTab(rawTab) ? rawTab : 'active';
  const selectedId = params.get('a') || null;

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    tab,
    selectedId,
    setTab: useCallback((next: ListTab) => update({ tab: next === 'active' ? null : next }), [update]),
    select: useCallback((id: string | null) => update({ a: id }), [update]),
    /** One change of the address for both (two would each start from the same old address). */
    showIn: useCallback((next: ListTab, id: string) => update({ tab: next === 'active' ? null : next, a: id }), [update]),
  };
}
