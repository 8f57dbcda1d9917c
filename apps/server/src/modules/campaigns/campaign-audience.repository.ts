// The statements about a campaign's recipients as a whole: the contacts a tags-and-filters audience
// selects (counted, or written as recipients), an uploaded list's recipients (replaced, inserted chunk
// by chunk), their count, and the queued ones cancelled.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CampaignAudience } from '@atende/contract';
import { uuidArray } from '../../platform/db/sql-helpers.js';

type ContactsAudience = Extract<CampaignAudience, { kind: 'contacts' }>;

/** The contacts an audience selects (alias c). */
function audienceWhere(channelId: string, a: ContactsAudience): SQL {
  const parts: SQL[] = [sql`c.channel_id = ${channelId}`];
  if (a.tagIds.length) parts.push(sql`c.tag_id = any(${uuidArray(a.tagIds)}::uuid[])`);
  if (a.operatorId === 'none') parts.push(sql`c.responsible_operator_id is null`);
  else if (a.operatorId) parts.push(sql`c.responsible_operator_id = ${a.operatorId}`);
  if (a.birthdayMonth) parts.push(sql`extract(month from c.birthday) = ${a.birthdayMonth}`);
  return sql.join(parts, sql` and `);
}

/** A contact the campaign will skip: the number is blocked or the customer opted out. */
export const excludedSql = sql`(c.opted_out_at is not null or exists (
  select 1 from blacklist_numbers b where b.channel_id = c.channel_id and b.number = c.number))`;

export async function countAudience(orm: NodePgDatabase, channelId: string, audience: ContactsAudience): Promise<{ total: number; excluded: number }> {
  const res = await orm.execute<{ total: number; excluded: number }>(sql`
    select count(*)::int as total, count(*) filter (where ${excludedSql})::int as excluded
      from contacts c where ${audienceWhere(channelId, audience)}`);
  return res.rows[0] ?? { total: 0, excluded: 0 };
}

/** Writes the audience's contacts as the campaign's recipients (one statement; repeats ignored). */
export async function materializeAudience(tx: NodePgDatabase, campaign: { id: string; channelId: string; audience: CampaignAudience }): Promise<void> {
  if (campaign.audience.kind !== 'contacts') return;
  await tx.execute(sql`
    insert into campaign_recipients (campaign_id, channel_id, contact_id)
    select ${campaign.id}::uuid, c.channel_id, c.id from contacts c
     where ${audienceWhere(campaign.channelId, campaign.audience)}
     order by c.id
    on conflict (campaign_id, contact_id) do nothing`);
}

/** How many recipients the campaign has. */
export async function countRecipients(tx: NodePgDatabase, campaignId: string): Promise<number> {
  const count = await tx.execute<{ n: number }>(sql`select count(*)::int as n from campaign_recipients where campaign_id = ${campaignId}`);
  return count.rows[0]?.n ?? 0;
}

/** Every recipient of the campaign goes (a list replaced or dropped). */
export async function deleteRecipients(tx: NodePgDatabase, campaignId: string): Promise<void> {
  await tx.execute(sql`delete from campaign_recipients where campaign_id = ${campaignId}`);
}

/** A chunk of an uploaded list's recipients, each with its columns; returns how many were new. */
export async function insertListRecipients(
  tx: NodePgDatabase,
  campaign: { id: string; channelId: string },
  rows: Array<{ contact_id: string | undefined; fields: Record<string, string> }>,
): Promise<number> {
  const input = JSON.stringify(rows);
  const res = await tx.execute(sql`
      insert into campaign_recipients (campaign_id, channel_id, contact_id, fields)
      select ${campaign.id}::uuid, ${campaign.channelId}::uuid, v.contact_id, v.fields
        from jsonb_to_recordset(${input}::jsonb) as v(contact_id uuid, fields jsonb)
      on conflict (campaign_id, contact_id) do nothing`);
  return res.rowCount ?? 0;
}

/** A cancel: the recipients still waiting their turn are cancelled (claimed ones are the runner's to settle). */
export async function cancelQueuedRecipients(tx: NodePgDatabase, campaignId: string): Promise<void> {
  await tx.execute(sql`update campaign_recipients set state = 'cancelled' where campaign_id = ${campaignId} and state = 'queued'`);
}
