// Turning the facts' sums into what the reports answer: the facts' scope of a request, and each
// duration's figure (average of whole seconds, and the p90 estimated from its histogram).
import { quantileFromHistogram, type DurationFigure } from '@atende/contract';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { attendanceFacts } from './facts/attendance-facts.repository.js';
import type { AttendanceFactRow, AttendanceFactRowWithHist, AttendanceFactsScope } from './facts/facts.types.js';
import type { ReportRequest } from './report-table.js';
import { statusesOf } from './report-scope.js';

/** The filter bar as the facts read it (the period's local days, the attendance's current keys). */
export function factsScopeOf(req: ReportRequest): AttendanceFactsScope {
  const { query } = req;
  return {
    channelId: req.channelId,
    timezone: req.timezone,
    from: req.period.from,
    to: req.period.to,
    departmentId: query.departmentId,
    operatorId: query.operatorId,
    tabulationId: query.tabulationId,
    statuses: statusesOf(query) ?? undefined,
    tagId: query.tagId,
    contact: query.contact?.trim() || undefined,
  };
}

/** The period's totals over the whole scope, with the histograms the p90 figures need (undefined: no row). */
export const periodTotals = async (orm: NodePgDatabase, scope: AttendanceFactsScope): Promise<AttendanceFactRowWithHist | undefined> =>
  (await attendanceFacts(orm, scope, 'none', { withHist: true }))[0];

/** Whole seconds of a mean; null when nothing was measured. */
export const meanSeconds = (seconds: number, count: number): number | null => (count > 0 ? Math.round(seconds / count) : null);

const figure = (count: number, seconds: number, hist: readonly number[]): DurationFigure => ({
  count,
  averageSeconds: meanSeconds(seconds, count),
  p90Seconds: count > 0 ? quantileFromHistogram(hist, 0.9) : null,
});

/** TME (queue → assignment), TMA (assignment → finish) and first response of a row of facts. */
export function durationFigures(row: AttendanceFactRowWithHist | undefined) {
  if (!row) return { wait: figure(0, 0, []), handle: figure(0, 0, []), firstResponse: figure(0, 0, []) };
  return {
    wait: figure(row.assigned, row.waitSeconds, row.waitHist),
    handle: figure(row.handled, row.handleSeconds, row.handleHist),
    firstResponse: figure(row.firstResponses, row.firstResponseSeconds, row.firstResponseHist),
  };
}

/** The day's means (the trend charts). */
export const dayMeans = (row: AttendanceFactRow | undefined) => ({
  waitSeconds: row ? meanSeconds(row.waitSeconds, row.assigned) : null,
  handleSeconds: row ? meanSeconds(row.handleSeconds, row.handled) : null,
  firstResponseSeconds: row ? meanSeconds(row.firstResponseSeconds, row.firstResponses) : null,
});
