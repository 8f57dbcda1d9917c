// /reportCampaign: each recipient's outcome, paged and filtered on the server
// (campaign-report.repository.ts), and the same list as a CSV or XLSX download read in keyset batches.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { campaignOutcomeLabels, formatPhone, type CampaignRecipient } from '@atende/contract';
import { batchesOf, type SpreadsheetColumn, type SpreadsheetExport } from '../../platform/http/spreadsheet-export.js';
import { recipientsAfter, type RecipientFilter } from './campaign-report.repository.js';

const EXPORT_BATCH = 2000;

const columns: readonly SpreadsheetColumn<CampaignRecipient>[] = [
  { header: 'Contato', value: (r) => r.contactName ?? '' },
  { header: 'Número', value: (r) => formatPhone(r.number) },
  { header: 'Resultado', value: (r) => campaignOutcomeLabels[r.outcome] },
  { header: 'Motivo', value: (r) => r.reason ?? '' },
  { header: 'Enviada em', value: (r) => (r.sentAt ? new Date(r.sentAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '') },
  { header: 'Respondeu em', value: (r) => (r.repliedAt ? new Date(r.repliedAt).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '') },
];

export function recipientsExport(orm: NodePgDatabase, campaign: { id: string; name: string }, f: RecipientFilter, format: 'csv' | 'xlsx'): SpreadsheetExport<CampaignRecipient> {
  const next = (last: CampaignRecipient | null) => recipientsAfter(orm, campaign.id, f, last, EXPORT_BATCH);
  const slug = campaign.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w]+/g, '-').toLowerCase().replace(/^-|-$/g, '') || 'campanha';
  return { format, fileName: `campanha-${slug}`, sheetName: 'Campanha', columns, batches: batchesOf(next, EXPORT_BATCH) };
}
