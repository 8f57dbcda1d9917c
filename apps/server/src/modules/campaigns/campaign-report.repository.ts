// The report's reads: each recipient of a campaign with its stored outcome and its reason (its message's
// error, read for the rows shown only), filtered, as a page with the total or in keyset batches for the
// download.
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

/** The filter on the recipients alone (contacts joined as `c` only for a search); no messages read. */
function matching(campaignId: string, f: RecipientFilter): { from: SQL; where: SQL } {
  const parts: SQL[] = [sql`r.campaign_id = ${campaignId}`];
  if (f.outcome) parts.push(sql`${outcomeSql} = ${f.outcome}`);
  if (f.replied !== undefined) parts.push(f.replied ? sql`r.replied_at is not null` : sql`r.replied_at is null`);
  if (f.search) parts.push(sql`(c.name ilike ${containsPattern(f.search)} or c.number like ${containsPattern(f.search.replace(/\D/g, '') || f.search)})`);
  const from = f.search ? sql`campaign_recipients r join contacts c on c.id = r.contact_id` : sql`campaign_recipients r`;
  return { from, where: sql.join(parts, sql` and `) };
}

/** The recipients whose ids `ids` selects, with their contact and (for the reason) their message, by id. */
const withDetails = (ids: SQL) => sql`
  select r.id, r.contact_id, c.name, c.number, ${outcomeSql} as outcome, ${reasonSql} as reason, r.sent_at, r.replied_at
    from (${ids}) chosen join campaign_recipients r on r.id = chosen.id
    join contacts c on c.id = r.contact_id left join messages m on m.id = r.message_id
   order by r.id`;

/** A page and the filter's total: the page's ids and the count read the recipients only; 50 rows are joined. */
export async function pageRecipients(orm: NodePgDatabase, campaignId: string, f: RecipientFilter, page: number, perPage: number) {
  const { from, where } = matching(campaignId, f);
  const [rows, count] = await Promise.all([
    orm.execute<Row>(withDetails(sql`select r.id from ${from} where ${where} order by r.id limit ${perPage} offset ${(page - 1) * perPage}`)),
    orm.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  return { items: rows.rows.map(toRecipient), total: count.rows[0]?.n ?? 0 };
}

/** The next `limit` recipients after `last` (by id), for the download. */
export async function recipientsAfter(orm: NodePgDatabase, campaignId: string, f: RecipientFilter, last: CampaignRecipient | null, limit: number): Promise<CampaignRecipient[]> {
  const { from, where } = matching(campaignId, f);
  const after = last ? sql`and r.id > ${last._id}` : sql``;
  const res = await orm.execute<Row>(withDetails(sql`select r.id from ${from} where ${where} ${after} order by r.id limit ${limit}`));
  return res.rows.map(toRecipient);
}
