// /reportCampaign's export: the campaigns started in the period with their outcomes, newest first, in
// keyset batches. app.ts registers it with the reports' export registry (reports sit below campaigns).
import type { CampaignReportRow } from '@atende/contract';
import { keysetReportTable, localDateTime, type ReportTable, type Zoned } from '../reports/index.js';
import { countStartedCampaigns, startedCampaignsAfter } from './campaign-period-report.repository.js';
import { campaignRows } from './campaign-period-report.service.js';

/** A row with the zone its moments are written in. */
export type CampaignExportRow = Zoned<CampaignReportRow>;

export const campaignReportTable: ReportTable<CampaignExportRow> = keysetReportTable<CampaignReportRow>({
  report: 'campaign',
  fileName: 'relatorio-campanhas',
  sheetName: 'Campanhas',
  columns: [
    { header: 'Campanha', value: (r) => r.name },
    { header: 'Situação', value: (r) => r.statusLabel },
    { header: 'Modelo', value: (r) => r.templateName ?? '' },
    { header: 'Início', value: (r) => localDateTime(r.startedAt, r.timezone) },
    { header: 'Fim', value: (r) => localDateTime(r.finishedAt, r.timezone) },
    { header: 'Destinatários', value: (r) => r.recipients },
    { header: 'Enviadas', value: (r) => r.sent },
    { header: 'Entregues', value: (r) => r.delivered },
    { header: 'Lidas', value: (r) => r.read },
    { header: 'Falhas', value: (r) => r.failed },
    { header: 'Ignorados', value: (r) => r.skipped },
    { header: 'Responderam', value: (r) => r.replied },
  ],
  count: (ctx, req) => countStartedCampaigns(ctx.db.orm, req),
  reader: (ctx, req) => async (last, size) => {
    const campaigns = await startedCampaignsAfter(ctx.db.orm, req, last && last.startedAt ? { id: last._id, startedAt: last.startedAt } : null, size);
    return campaignRows(ctx, campaigns);
  },
});
