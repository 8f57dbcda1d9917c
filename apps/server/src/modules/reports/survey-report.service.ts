// /reportSurvey: sent and answered surveys of the period, the mean score, CSAT (the share of 4 and 5)
// and the 1–5 distribution, by operator and by department; the table lists each answer.
import type { ReportFilters, ReportPageQuery, SurveyAnswersPage, SurveyGroupRow, SurveyReportSummary } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { reportRequestOf, summaryRequestOf } from './report-scope.js';
import { answersPage, countAnswers, countSent, scoreGroups, type ScoreGroup } from './survey-report.repository.js';

/** CSAT as a share 0..1 with four decimals (66.67% is 0.6667); null without responses. */
export const csatOf = (good: number, responses: number): number | null => (responses === 0 ? null : Math.round((good / responses) * 10_000) / 10_000);

const groupRow = (g: ScoreGroup): SurveyGroupRow => ({ group: g.group, responses: g.responses, averageScore: g.averageScore, csat: csatOf(g.good, g.responses) });

export function createSurveyReportService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function summary(channelId: string, filters: ReportFilters): Promise<SurveyReportSummary> {
    const req = await summaryRequestOf(ctx, channelId, filters, clock());
    const [sent, groups] = await Promise.all([countSent(orm, req), scoreGroups(orm, req)]);
    const all = groups.find((g) => g.level === 'all');
    const responses = all?.responses ?? 0;
    return {
      statusCode: 200,
      period: req.period,
      summary: { sent, responses, averageScore: all?.averageScore ?? null, csat: csatOf(all?.good ?? 0, responses) },
      distribution: all?.distribution ?? [0, 0, 0, 0, 0],
      byOperator: groups.filter((g) => g.level === 'operator').map(groupRow),
      byDepartment: groups.filter((g) => g.level === 'department').map(groupRow),
    };
  }

  async function page(channelId: string, pageNumber: number, query: ReportPageQuery): Promise<SurveyAnswersPage> {
    const req = await reportRequestOf(ctx, channelId, query, clock());
    const [items, total] = await Promise.all([answersPage(orm, req, pageNumber, query.perPage), countAnswers(orm, req)]);
    return { statusCode: 200, period: req.period, items, page: pageNumber, perPage: query.perPage, total };
  }

  return { summary, page };
}

export type SurveyReportService = ReturnType<typeof createSurveyReportService>;
