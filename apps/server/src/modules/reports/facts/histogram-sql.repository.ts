// SQL that sums histogram columns (int[] over DURATION_BUCKET_BOUNDS) inside a GROUP BY: one sum per
// bucket. Measured against unnest(...) WITH ORDINALITY grouped by ordinal and a plpgsql aggregate, it is
// the fastest (see the facts' tests and the lead's notes). The same text as report_hist_sum_sql (0017).
import { sql, type SQL } from 'drizzle-orm';
import { DURATION_BUCKET_BOUNDS } from '@atende/contract';

const BUCKETS = DURATION_BUCKET_BOUNDS.length;

/**
 * `ARRAY[sum(col[1]), ..., sum(col[21])]::int[]`; `column` (and `sign`, a column of 1 or -1 that
 * takes a row back) are our own column names, never input.
 */
export function histogramSum(column: string, sign?: string): SQL {
  return sql.raw(histogramSumText(column, sign));
}

/** The same as text, to build larger raw statements. */
export function histogramSumText(column: string, sign?: string): string {
  const parts = Array.from({ length: BUCKETS }, (_, i) => `coalesce(sum(${column}[${i + 1}]${sign ? ` * ${sign}` : ''}), 0)`);
  return `ARRAY[${parts.join(', ')}]::int[]`;
}

/** A histogram as read back (drivers answer int[] as number[] or strings): always BUCKETS numbers. */
export function histogramOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length: BUCKETS }, (_, i) => Number(list[i] ?? 0));
}

/** A histogram from a bucket-number column (0-based, null: no duration): one count per bucket. */
export function histogramCount(column: string): SQL {
  const parts = Array.from({ length: BUCKETS }, (_, i) => `count(*) filter (where ${column} = ${i})`);
  return sql.raw(`ARRAY[${parts.join(', ')}]::int[]`);
}
