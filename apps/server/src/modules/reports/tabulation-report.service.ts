// /reportTabulation: the attendances FINISHED in the period (the facts' `finished`: ended by a person or
// the bot's clock, abandonments apart) counted per tabulation, with each one's share of the period's
// finished, and the table per tabulation × operator × department with the share of its tabulation's
// total. Order: most used first (the table: tabulations by their total, then each row by its count),
// ties by name, "no tabulation" after the named ones.
import type { NamedRef, ReportFilters, ReportPageQuery, TabulationCount, TabulationReportPage, TabulationReportRow, TabulationReportSummary } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { attendanceFacts } from './facts/attendance-facts.repository.js';
import { factsScopeOf } from './report-figures.js';
import { groupNames, refOf } from './report-names.repository.js';
import { reportRequestOf, summaryRequestOf } from './report-scope.js';
import type { ReportRequest } from './report-table.js';

/** Named before none, then by name. */
const byRef = (a: NamedRef | null, b: NamedRef | null) => {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  return a.name.localeCompare(b.name, 'pt-BR') || a._id.localeCompare(b._id);
};

const share = (count: number, total: number) => (total > 0 ? count / total : 0);

/** The table's rows, every one of them, in order. */
export async function tabulationRows(ctx: AppContext, req: ReportRequest): Promise<TabulationReportRow[]> {
  const orm = ctx.db.orm;
  const facts = (await attendanceFacts(orm, factsScopeOf(req), 'tabulationOperatorDepartment')).filter((r) => r.finished > 0);
  const names = await groupNames(orm, req.channelId, {
    tabulations: facts.map((r) => r.tabulationId),
    operators: facts.map((r) => r.operatorId),
    departments: facts.map((r) => r.departmentId),
  });
  const totals = new Map<string | null, number>();
  for (const r of facts) totals.set(r.tabulationId ?? null, (totals.get(r.tabulationId ?? null) ?? 0) + r.finished);
  const rows = facts.map((r) => ({
    tabulation: refOf(names.tabulations, r.tabulationId),
    operator: refOf(names.operators, r.operatorId),
    department: refOf(names.departments, r.departmentId),
    count: r.finished,
    share: share(r.finished, totals.get(r.tabulationId ?? null) ?? 0),
    total: totals.get(r.tabulationId ?? null) ?? 0,
  }));
  rows.sort((a, b) => b.total - a.total || byRef(a.tabulation, b.tabulation) || b.count - a.count || byRef(a.operator, b.operator) || byRef(a.department, b.department));
  return rows.map(({ total: _total, ...row }) => row);
}

export function createTabulationReportService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function summary(channelId: string, filters: ReportFilters): Promise<TabulationReportSummary> {
    const req = await summaryRequestOf(ctx, channelId, filters, clock());
    const facts = (await attendanceFacts(orm, factsScopeOf(req), 'tabulation')).filter((r) => r.finished > 0);
    const names = await groupNames(orm, channelId, { tabulations: facts.map((r) => r.tabulationId) });
    const finished = facts.reduce((sum, r) => sum + r.finished, 0);
    const untabulated = facts.find((r) => !r.tabulationId)?.finished ?? 0;
    const byTabulation: TabulationCount[] = facts
      .map((r) => ({ tabulation: refOf(names.tabulations, r.tabulationId), count: r.finished, share: share(r.finished, finished) }))
      .sort((a, b) => b.count - a.count || byRef(a.tabulation, b.tabulation));
    return { statusCode: 200, period: req.period, summary: { finished, tabulated: finished - untabulated, untabulated }, byTabulation };
  }

  async function page(channelId: string, page: number, query: ReportPageQuery): Promise<TabulationReportPage> {
    const req = await reportRequestOf(ctx, channelId, query, clock());
    const rows = await tabulationRows(ctx, req);
    const start = (page - 1) * query.perPage;
    return { statusCode: 200, period: req.period, items: rows.slice(start, start + query.perPage), page, perPage: query.perPage, total: rows.length };
  }

  return { summary, page };
}

export type TabulationReportService = ReturnType<typeof createTabulationReportService>;
