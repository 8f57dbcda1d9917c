// /reportCampaign on the shared filter bar: the campaigns started in the period with their outcomes
// (the per-contact drill-down stays GET /api/campaigns/{id}/recipients).
import { z } from 'zod';
import { idSchema } from '../common.js';
import { reportPageSchema, resolvedPeriodSchema } from './filters.js';

const count = z.number().int().min(0);
export const campaignOutcomeTotalsSchema = z.object({
  recipients: count,
  sent: count,
  delivered: count,
  read: count,
  failed: count,
  skipped: count,
  replied: count,
});
export type CampaignOutcomeTotals = z.infer<typeof campaignOutcomeTotalsSchema>;

export const campaignReportSummarySchema = z.object({
  statusCode: z.number().int(),
  period: resolvedPeriodSchema,
  summary: campaignOutcomeTotalsSchema.extend({ campaigns: count }),
  /** Per local day the campaigns started: their recipients' outcomes. */
  perDay: z.array(campaignOutcomeTotalsSchema.extend({ day: z.string() })),
});
export type CampaignReportSummary = z.infer<typeof campaignReportSummarySchema>;

export const campaignReportRowSchema = campaignOutcomeTotalsSchema.extend({
  _id: idSchema,
  name: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  templateName: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type CampaignReportRow = z.infer<typeof campaignReportRowSchema>;
export const campaignReportPageSchema = reportPageSchema(campaignReportRowSchema);
export type CampaignReportPage = z.infer<typeof campaignReportPageSchema>;
