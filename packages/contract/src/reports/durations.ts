// Durations the TME/TMA figures are made of, and the buckets their 90th percentile is estimated from
// (the rollup keeps a histogram per day, operator, department and tabulation, not every duration).
import { z } from 'zod';

/**
 * Lower bounds, in seconds, of the histogram buckets (the last is open-ended). A p90 read from them is
 * interpolated inside its bucket, so it is an estimate: the screen shows it with "≈".
 */
export const DURATION_BUCKET_BOUNDS = [0, 10, 20, 30, 45, 60, 90, 120, 180, 300, 450, 600, 900, 1200, 1800, 2700, 3600, 7200, 14400, 43200, 86400] as const;

/** Average and estimated 90th percentile of one duration, in whole seconds; null when nothing was measured. */
export const durationFigureSchema = z.object({
  count: z.number().int(),
  averageSeconds: z.number().int().nullable(),
  p90Seconds: z.number().int().nullable(),
});
export type DurationFigure = z.infer<typeof durationFigureSchema>;

/**
 * The p90 (or any quantile) of a histogram over DURATION_BUCKET_BOUNDS, interpolated linearly inside
 * the bucket it falls in; the open last bucket answers its lower bound. null for an empty histogram.
 */
export function quantileFromHistogram(counts: readonly number[], q: number): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    const n = counts[i] ?? 0;
    if (n > 0 && seen + n >= rank) {
      const low = DURATION_BUCKET_BOUNDS[i] ?? 0;
      const high = DURATION_BUCKET_BOUNDS[i + 1];
      if (high === undefined) return low;
      return Math.round(low + ((rank - seen) / n) * (high - low));
    }
    seen += n;
  }
  return DURATION_BUCKET_BOUNDS[DURATION_BUCKET_BOUNDS.length - 1] ?? null;
}
