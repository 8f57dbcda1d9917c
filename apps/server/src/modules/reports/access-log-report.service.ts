// /reportAccessLog: the company's sign-ins, failures and sign-outs of the period (every user of the
// company: owner, managers, operators), the day chart and the table.
import type { AccessLogReportPage, AccessLogReportSummary, AccessLogReportUsers, ReportFilters, ReportPageQuery } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { accessLogPage, accessLogPerDay, accessLogTotals, accessLogUsers } from './access-log-report.repository.js';
import { daysOf } from './report-period.js';
import { reportRequestOf, summaryRequestOf } from './report-scope.js';

export function createAccessLogReportService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function summary(channelId: string, filters: ReportFilters): Promise<AccessLogReportSummary> {
    const req = await summaryRequestOf(ctx, channelId, filters, clock());
    const [totals, perDay] = await Promise.all([accessLogTotals(orm, req), accessLogPerDay(orm, req)]);
    return {
      statusCode: 200,
      period: req.period,
      summary: { logins: totals.logins, failures: totals.failures, logouts: totals.logouts, users: totals.users },
      perDay: daysOf(req.period).map((day) => ({ day, logins: perDay.get(day)?.logins ?? 0, failures: perDay.get(day)?.failures ?? 0 })),
    };
  }

  async function page(channelId: string, page: number, query: ReportPageQuery): Promise<AccessLogReportPage> {
    const req = await reportRequestOf(ctx, channelId, query, clock());
    const [items, totals] = await Promise.all([accessLogPage(orm, req, page, query.perPage), accessLogTotals(orm, req)]);
    return { statusCode: 200, period: req.period, items, page, perPage: query.perPage, total: totals.total };
  }

  /** The user filter's choices: the company's users, deleted ones flagged. */
  async function users(channelId: string): Promise<AccessLogReportUsers> {
    return { statusCode: 200, users: await accessLogUsers(orm, channelId) };
  }

  return { summary, page, users };
}

export type AccessLogReportService = ReturnType<typeof createAccessLogReportService>;
