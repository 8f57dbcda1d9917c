// The report's reads: each recipient of a campaign with its outcome and reason (from its state and its
// message's receipts), filtered, as a page with the total or in keyset batches for the download.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CampaignOutcome, CampaignRecipient } from '@atende/contract';
import { containsPattern } from '../../platform/db/sql-helpers.js';
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

/** The next `limit` recipients after `last` (by id), for the download. */
export async function recipientsAfter(orm: NodePgDatabase, campaignId: string, f: RecipientFilter, last: CampaignRecipient | null, limit: number): Promise<CampaignRecipient[]> {
  const after = last ? sql`and r.id > ${last._id}` : sql``;
  const res = await orm.execute<Row>(sql`${filtered(campaignId, f, after)} order by r.id limit ${limit}`);
  return res.rows.map(toRecipient);
}
