// The count tiles most reports open with: each key's figure in the active language ("1.234"), a
// placeholder until the summary arrives; the label and the optional help come from the report's words.
import type { SummaryTile } from '../components/summary-tiles';
import { formatNumber } from './number';

type Options<K extends string> = {
  language: string;
  label: (key: K) => string;
  help?: (key: K) => string | undefined;
  /** What a tile shows before the figures arrive. */
  empty?: string;
};

export function countTiles<K extends string>(keys: readonly K[], figures: Record<K, number> | undefined, options: Options<K>): SummaryTile[] {
  const empty = options.empty ?? '—';
  return keys.map((key) => ({
    key,
    label: options.label(key),
    value: figures ? formatNumber(figures[key], options.language) : empty,
    help: options.help?.(key),
  }));
}
