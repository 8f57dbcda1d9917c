// /reportAverage (TME/TMA; definitions in the contract's average-report.ts): the period's figures,
// by department, the per-day trend, and the table by operator (default) or department, all from the
// facts (rollup + deltas). Groups are few (a company's operators or departments): they are named,
// ordered and paged here. Order: by name (pt-BR), the "none" group last.
import type { AverageGroupRow, AverageGrouping, AverageReportPage, AverageReportSummary, NamedRef, ReportFilters, ReportPageQuery } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { attendanceFacts } from './facts/attendance-facts.repository.js';
import type { AttendanceFactRowWithHist } from './facts/facts.types.js';
import { dayMeans, durationFigures, factsScopeOf, periodTotals } from './report-figures.js';
import { groupNames, refOf } from './report-names.repository.js';
import { daysOf } from './report-period.js';
import { reportRequestOf, summaryRequestOf } from './report-scope.js';
import type { ReportRequest } from './report-table.js';

const byName = (a: AverageGroupRow, b: AverageGroupRow) => {
  if (!a.group || !b.group) return a.group ? -1 : b.group ? 1 : 0;
  return a.group.name.localeCompare(b.group.name, 'pt-BR') || a.group._id.localeCompare(b.group._id);
};

const rowOf = (row: AttendanceFactRowWithHist, group: NamedRef | null): AverageGroupRow => ({ group, ...durationFigures(row), finished: row.finished });

/** Rows that measured something (an attendance merely opened in the period has no average to show). */
const measured = (r: AttendanceFactRowWithHist) => r.assigned + r.firstResponses + r.handled + r.finished > 0;

/** Every group's figures, named and in order. */
export async function averageGroups(ctx: AppContext, req: ReportRequest, grouping: AverageGrouping): Promise<AverageGroupRow[]> {
  const orm = ctx.db.orm;
  const rows = (await attendanceFacts(orm, factsScopeOf(req), grouping, { withHist: true })).filter(measured);
  const ids = rows.map((r) => (grouping === 'operator' ? r.operatorId : r.departmentId));
  const names = await groupNames(orm, req.channelId, grouping === 'operator' ? { operators: ids } : { departments: ids });
  const map = grouping === 'operator' ? names.operators : names.departments;
  return rows.map((r, i) => rowOf(r, refOf(map, ids[i]))).sort(byName);
}

export function createAverageReportService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function summary(channelId: string, filters: ReportFilters): Promise<AverageReportSummary> {
    const req = await summaryRequestOf(ctx, channelId, filters, clock());
    const scope = factsScopeOf(req);
    const [totals, byDepartment, perDay] = await Promise.all([
      periodTotals(orm, scope),
      averageGroups(ctx, req, 'department'),
      attendanceFacts(orm, scope, 'day'),
    ]);
    const days = new Map(perDay.map((r) => [r.day, r]));
    return {
      statusCode: 200,
      period: req.period,
      summary: { ...durationFigures(totals), finished: totals?.finished ?? 0 },
      byDepartment,
      trend: daysOf(req.period).map((day) => ({ day, ...dayMeans(days.get(day)) })),
    };
  }

  async function page(channelId: string, page: number, query: ReportPageQuery): Promise<AverageReportPage> {
    const req = await reportRequestOf(ctx, channelId, query, clock());
    const groups = await averageGroups(ctx, req, query.grouping ?? 'operator');
    const start = (page - 1) * query.perPage;
    return { statusCode: 200, period: req.period, items: groups.slice(start, start + query.perPage), page, perPage: query.perPage, total: groups.length };
  }

  return { summary, page };
}

export type AverageReportService = ReturnType<typeof createAverageReportService>;
