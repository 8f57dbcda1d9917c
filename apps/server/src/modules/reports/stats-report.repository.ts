// /reportStats' reads that are not facts: new contacts of the period (contacts_channel_created_idx)
// and the channel's operators the productivity table lists.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { containsPattern } from '../../platform/db/sql-helpers.js';
import type { ReportRequest } from './report-table.js';

/**
 * Contacts created in the period's local days. Of the filter bar, the contact's own filters apply
 * (tag, part of the name or number); department, operator, tabulation and status belong to attendances.
 */
export async function countNewContacts(orm: NodePgDatabase, req: ReportRequest): Promise<number> {
  const { from, to } = req.period;
  const parts: SQL[] = [
    sql`c.channel_id = ${req.channelId}`,
    sql`c.created_at >= (${from}::date::timestamp at time zone ${req.timezone})`,
    sql`c.created_at < ((${to}::date + 1)::timestamp at time zone ${req.timezone})`,
  ];
  if (req.query.tagId) parts.push(sql`c.tag_id = ${req.query.tagId}`);
  const text = req.query.contact?.trim();
  if (text) {
    const digits = text.replace(/\D/g, '');
    const byName = sql`c.name ilike ${containsPattern(text)}`;
    parts.push(digits.length >= 3 ? sql`(${byName} or c.number like ${containsPattern(digits)})` : byName);
  }
  const res = await orm.execute<{ n: number }>(sql`select count(*)::int as n from contacts c where ${sql.join(parts, sql` and `)}`);
  return res.rows[0]?.n ?? 0;
}

export type ChannelOperator = { id: string; name: string; deleted: boolean };

/** Every operator of the channel, deleted ones too (the table keeps those with figures in the period). */
export async function channelOperators(orm: NodePgDatabase, channelId: string): Promise<ChannelOperator[]> {
  const res = await orm.execute<{ id: string; name: string; deleted: boolean }>(sql`
    select id, name, deleted_at is not null as deleted from operators where channel_id = ${channelId} order by name, id`);
  return res.rows.map((r) => ({ id: r.id, name: r.name, deleted: r.deleted }));
}
