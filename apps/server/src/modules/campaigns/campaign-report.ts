// /reportCampaign: each recipient's outcome (from its state and its message's receipts), paged and
// filtered on the server, and the same list as a CSV or XLSX download read in keyset batches.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { campaignOutcomeLabels, formatPhone, type CampaignOutcome, type CampaignRecipient } from '@atende/contract';
import { containsPattern } from '../../platform/db/sql-helpers.js';
import { batchesOf, type SpreadsheetColumn, type SpreadsheetExport } from '../../platform/http/spreadsheet-export.js';
import { outcomeSql, reasonSql } from './campaigns.repository.js';

export type RecipientFilter = { outcome?: CampaignOutcome | undefined; replied?: boolean | undefined; search?: string | undefined };

type Row = {
  id: string;
  contact_id: string;
  name: string | null;
  number: string;
  outcome: CampaignOutcome;
  reason: string | null;
  sent_at: Date | string | null;
  replied_at: Date | string | null;
  total?: number;
};

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

const toRecipient = (r: Row): CampaignRecipient => ({
  _id: r.id,
  contactId: r.contact_id,
  contactName: r.name,
  number: r.number,
  outcome: r.outcome,
  reason: r.reason,
  sentAt: iso(r.sent_at),
  repliedAt: iso(r.replied_at),
});

function filtered(campaignId: string, f: RecipientFilter, extra: SQL = sql``): SQL {
  const parts: SQL[] = [sql`r.campaign_id = ${campaignId}`];
  if (f.outcome) parts.push(sql`${outcomeSql} = ${f.outcome}`);
  if (f.replied !== undefined) parts.push(f.replied ? sql`r.replied_at is not null` : sql`r.replied_at is null`);
  if (f.search) parts.push(sql`(c.name ilike ${containsPattern(f.search)} or c.number like ${containsPattern(f.search.replace(/\D/g, '') || f.search)})`);
  return sql`
    select r.id, r.contact_id, c.name, c.number, ${outcomeSql} as outcome, ${reasonSql} as reason, r.sent_at, r.replied_at
      from campaign_recipients r join contacts c on c.id = r.contact_id left join messages m on m.id = r.message_id
     where ${sql.join(parts, sql` and `)} ${extra}`;
}

export async function pageRecipients(orm: NodePgDatabase, campaignId: string, f: RecipientFilter, page: number, perPage: number) {
  const res = await orm.execute<Row>(sql`
    select *, count(*) over ()::int as total from (${filtered(campaignId, f)}) x
     order by x.id limit ${perPage} offset ${(page - 1) * perPage}`);
  const total = res.rows[0]?.total ?? (page > 1 ? (await orm.execute<{ n: number }>(sql`select count(*)::int as n from (${filtered(campaignId, f)}) x`)).rows[0]?.n ?? 0 : 0);
  return { items: res.rows.map(toRecipient), total };
}

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
  const next = async (last: CampaignRecipient | null) => {
    const after = last ? sql`and r.id > ${last._id}` : sql``;
    const res = await orm.execute<Row>(sql`${filtered(campaign.id, f, after)} order by r.id limit ${EXPORT_BATCH}`);
    return res.rows.map(toRecipient);
  };
  const slug = campaign.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w]+/g, '-').toLowerCase().replace(/^-|-$/g, '') || 'campanha';
  return { format, fileName: `campanha-${slug}`, sheetName: 'Campanha', columns, batches: batchesOf(next, EXPORT_BATCH) };
}
