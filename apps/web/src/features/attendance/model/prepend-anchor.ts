// react-virtuoso keeps the scroll position when older items are prepended only if firstItemIndex
// drops by exactly the number of items added on top. Appends and in-place changes leave it alone.

export const ANCHOR_BASE = 10_000_000;

export type Anchor = { firstId: string | null; index: number };

export const initialAnchor = (ids: readonly string[]): Anchor => ({ firstId: ids[0] ?? null, index: ANCHOR_BASE - ids.length });

export function nextAnchor(previous: Anchor, ids: readonly string[]): Anchor {
  const firstId = ids[0] ?? null;
  if (firstId === previous.firstId) return previous;
  const shift = previous.firstId ? ids.indexOf(previous.firstId) : -1;
  // The old first item moved down by `shift`: that many were prepended. Otherwise start over.
  return shift > 0 ? { firstId, index: previous.index - shift } : initialAnchor(ids);
}
