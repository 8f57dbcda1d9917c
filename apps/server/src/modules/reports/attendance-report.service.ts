// /reportAttendance: the period's figures (opened, still open, finished, abandoned, bot-only, the three
// durations with their p90, the survey's mean) and the per-day chart of opened attendances by current
// status, from the facts (rollup + deltas); the table of the attendances opened in the period.
import { attendanceStatuses, type AttendanceReportPage, type AttendanceReportSummary, type AttendanceStatus, type ReportFilters, type ReportPageQuery } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { attendanceFacts } from './facts/attendance-facts.repository.js';
import { attendancePage, contactFilterOf, countAttendances, surveyAverage } from './attendance-report.repository.js';
import { durationFigures, factsScopeOf, periodTotals } from './report-figures.js';
import { daysOf } from './report-period.js';
import { reportRequestOf, summaryRequestOf } from './report-scope.js';

const noStatuses = (): Record<AttendanceStatus, number> => Object.fromEntries(attendanceStatuses.map((s) => [s, 0])) as Record<AttendanceStatus, number>;

export function createAttendanceReportService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function summary(channelId: string, filters: ReportFilters): Promise<AttendanceReportSummary> {
    const req = await summaryRequestOf(ctx, channelId, filters, clock());
    const scope = factsScopeOf(req);
    const [totals, perDayStatus, surveyMean] = await Promise.all([
      periodTotals(orm, scope),
      attendanceFacts(orm, scope, 'dayStatus'),
      surveyAverage(orm, req),
    ]);
    const byDay = new Map<string, Record<AttendanceStatus, number>>(daysOf(req.period).map((day) => [day, noStatuses()]));
    for (const row of perDayStatus) {
      const counts = row.day ? byDay.get(row.day) : undefined;
      if (counts && row.status) counts[row.status] += row.opened;
    }
    return {
      statusCode: 200,
      period: req.period,
      summary: {
        opened: totals?.opened ?? 0,
        stillOpen: totals?.stillOpen ?? 0,
        finished: totals?.finished ?? 0,
        abandoned: totals?.abandoned ?? 0,
        botOnly: totals?.botOnly ?? 0,
        ...durationFigures(totals),
        surveyAverage: surveyMean,
      },
      chart: [...byDay].map(([day, byStatus]) => ({ day, byStatus })),
    };
  }

  /**
   * Without a tag or contact filter the total is the facts' `opened` (the same filters on the rollup's
   * keys); with one, a count capped at 10,000 (MANAGE_ATTENDANCES_COUNT_CAP), like the attendances list.
   */
  async function page(channelId: string, page: number, query: ReportPageQuery): Promise<AttendanceReportPage> {
    const req = await reportRequestOf(ctx, channelId, query, clock());
    const contacts = await contactFilterOf(orm, req);
    const [items, total] = await Promise.all([
      attendancePage(orm, req, contacts, page, query.perPage),
      contacts ? countAttendances(orm, req, contacts) : attendanceFacts(orm, factsScopeOf(req), 'none').then(([row]) => row?.opened ?? 0),
    ]);
    return { statusCode: 200, period: req.period, items, page, perPage: query.perPage, total };
  }

  return { summary, page };
}

export type AttendanceReportService = ReturnType<typeof createAttendanceReportService>;
