// /reportCampaign on the shared filter bar: the campaigns started in the period, their recipients'
// outcomes in total and per start day, and a row per campaign. Of the filter bar only the period applies
// (campaigns have no department, operator, tabulation or status of an attendance); the per-contact
// drill-down stays GET /api/campaigns/{id}/recipients.
import { campaignStatusLabels, type CampaignOutcomeTotals, type CampaignProgress, type CampaignReportPage, type CampaignReportRow, type CampaignReportSummary, type ReportFilters, type ReportPageQuery } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { asPageQuery, daysOf, reportRequestOf, type ReportRequest } from '../reports/index.js';
import { countStartedCampaigns, outcomesPerStartDay, startedCampaignsPage, type StartedCampaign } from './campaign-period-report.repository.js';
import { outcomeCountsOf } from './campaigns.repository.js';

const noOutcomes: CampaignOutcomeTotals = { recipients: 0, sent: 0, delivered: 0, read: 0, failed: 0, skipped: 0, replied: 0 };

const outcomesOf = (p: CampaignProgress | undefined): CampaignOutcomeTotals =>
  p ? { recipients: p.total, sent: p.sent, delivered: p.delivered, read: p.read, failed: p.failed, skipped: p.skipped, replied: p.replied } : noOutcomes;

/** The campaigns as table rows, with each one's outcomes (one statement for the lot; no failure reasons). */
export async function campaignRows(ctx: AppContext, campaigns: StartedCampaign[]): Promise<CampaignReportRow[]> {
  const progress = await outcomeCountsOf(ctx.db.orm, campaigns.map((c) => c.id));
  return campaigns.map((c) => ({
    _id: c.id,
    name: c.name,
    status: c.status,
    statusLabel: campaignStatusLabels[c.status],
    templateName: c.templateName,
    startedAt: c.startedAt,
    finishedAt: c.finishedAt,
    ...outcomesOf(progress.get(c.id)),
  }));
}

export function createCampaignPeriodReportService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;
  const requestOf = (channelId: string, query: ReportPageQuery): Promise<ReportRequest> => reportRequestOf(ctx, channelId, query, clock());

  async function summary(channelId: string, filters: ReportFilters): Promise<CampaignReportSummary> {
    const req = await requestOf(channelId, asPageQuery(filters));
    const days = await outcomesPerStartDay(orm, req);
    const byDay = new Map(days.map((d) => [d.day, d]));
    const total = { ...noOutcomes, campaigns: 0 };
    for (const d of days) for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += d[key];
    return {
      statusCode: 200,
      period: req.period,
      summary: total,
      perDay: daysOf(req.period).map((day) => {
        const d = byDay.get(day);
        return { day, ...(d ? { recipients: d.recipients, sent: d.sent, delivered: d.delivered, read: d.read, failed: d.failed, skipped: d.skipped, replied: d.replied } : noOutcomes) };
      }),
    };
  }

  async function page(channelId: string, pageNumber: number, query: ReportPageQuery): Promise<CampaignReportPage> {
    const req = await requestOf(channelId, query);
    const [campaigns, total] = await Promise.all([startedCampaignsPage(orm, req, pageNumber, query.perPage), countStartedCampaigns(orm, req)]);
    return { statusCode: 200, period: req.period, items: await campaignRows(ctx, campaigns), page: pageNumber, perPage: query.perPage, total };
  }

  return { summary, page };
}

export type CampaignPeriodReportService = ReturnType<typeof createCampaignPeriodReportService>;
