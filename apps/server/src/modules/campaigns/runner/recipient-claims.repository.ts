// The recipients' rows while sending, each step one or two statements for a whole batch: the due
// recipients taken under SKIP LOCKED, their messages stored, the claims marked `sending`, and what
// became of them (sent, settled, back to the queue, cancelled). The decisions are recipient-claims.ts's.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { MessageContent } from '@atende/contract';
import { uuidArray } from '../../../platform/db/sql-helpers.js';
import { excludedSql } from '../campaign-audience.repository.js';

export type PickedRow = {
  id: string;
  contact_id: string;
  message_id: string | null;
  attempts: number;
  fields: Record<string, string> | null;
  number: string;
  name: string | null;
  email: string | null;
  code: string | null;
  document: string | null;
  responsible: string | null;
  excluded: boolean;
  opted_out: boolean;
  attendance_id: string | null;
};

/**
 * Up to `limit` due recipients of one campaign, locked (SKIP LOCKED: never one another runner holds),
 * with what filling the template needs and whether the campaign must skip them; in claim order.
 */
export async function pickDueRecipients(tx: NodePgDatabase, campaignId: string, limit: number): Promise<PickedRow[]> {
  const picked = await tx.execute<PickedRow>(sql`
    with picked as (
      select id from campaign_recipients
       where campaign_id = ${campaignId} and state = 'queued' and (next_attempt_at is null or next_attempt_at <= now())
       order by id limit ${limit}
       for update skip locked)
    select r.id, r.contact_id, r.message_id, r.attempts, r.fields, c.number, c.name, c.email, c.code, c.document,
           o.name as responsible, ${excludedSql} as excluded, c.opted_out_at is not null as opted_out, a.id as attendance_id
      from picked p join campaign_recipients r on r.id = p.id
      join contacts c on c.id = r.contact_id
      left join operators o on o.id = c.responsible_operator_id and o.deleted_at is null
      left join attendances a on a.channel_id = c.channel_id and a.contact_id = c.id and a.status not in ('finished', 'abandoned')
     order by r.id`);
  return picked.rows;
}

/** The claimed recipients' messages, pending, with the ids the caller made (in the given order). */
export async function insertCampaignMessages(
  tx: NodePgDatabase,
  channelId: string,
  messages: Array<{ id: string; contactId: string; attendanceId: string | null; content: MessageContent }>,
): Promise<void> {
  if (messages.length === 0) return;
  const input = JSON.stringify(messages.map((m) => ({ id: m.id, contact_id: m.contactId, attendance_id: m.attendanceId, content: m.content })));
  await tx.execute(sql`
      insert into messages (id, channel_id, attendance_id, contact_id, direction, type, content, status)
      select v.id, ${channelId}::uuid, v.attendance_id, v.contact_id, 'out', 'template', v.content, 'pending'
        from rows from (jsonb_to_recordset(${input}::jsonb) as (id uuid, contact_id uuid, attendance_id uuid, content jsonb)) with ordinality as v
       order by v.ordinality`);
}

/** The recipients are `sending`, each with its message. */
export async function markClaimed(tx: NodePgDatabase, claimed: Array<{ recipientId: string; messageId: string }>): Promise<void> {
  if (claimed.length === 0) return;
  const input = JSON.stringify(claimed.map((c) => ({ id: c.recipientId, message_id: c.messageId })));
  await tx.execute(sql`
      update campaign_recipients r set state = 'sending', claimed_at = now(), message_id = v.message_id
        from jsonb_to_recordset(${input}::jsonb) as v(id uuid, message_id uuid)
       where r.id = v.id`);
}

/** What the provider accepted: the messages' ids and "sent", and the recipients sent. */
export async function recordSent(tx: NodePgDatabase, sent: Array<{ recipientId: string; messageId: string; providerMessageId: string }>): Promise<void> {
  if (sent.length === 0) return;
  const input = JSON.stringify(sent.map((s) => ({ id: s.messageId, pid: s.providerMessageId })));
  await tx.execute(sql`
    update messages m set provider_message_id = v.pid,
           status = case when m.status = 'pending' then 'sent' else m.status end,
           status_at = case when m.status = 'pending' then now() else m.status_at end
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, pid text)
     where m.id = v.id`);
  await tx.execute(sql`
    update campaign_recipients set state = 'sent', sent_at = now(), claimed_at = null
     where id = any(${uuidArray(sent.map((s) => s.recipientId))}::uuid[]) and state = 'sending'`);
}

export type Settlement = { id: string; state: 'failed' | 'skipped' | 'cancelled'; code: string | null; message: string | null };

/** Final outcomes that are not a send (failed, skipped, cancelled), with the reason. */
export async function settleRecipients(tx: NodePgDatabase, settled: Settlement[]): Promise<void> {
  if (settled.length === 0) return;
  const input = JSON.stringify(settled);
  await tx.execute(sql`
    update campaign_recipients r set state = v.state, error_code = v.code, error_message = v.message, claimed_at = null
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, state text, code text, message text)
     where r.id = v.id`);
}

/** Back to the queue: after a throttle (`delayMs` later, one more attempt counted) or unsent at a pause. */
export async function requeueRecipients(tx: NodePgDatabase, items: Array<{ id: string; delayMs: number; attempted: boolean }>): Promise<void> {
  if (items.length === 0) return;
  const input = JSON.stringify(items.map((i) => ({ id: i.id, delay: i.delayMs, tried: i.attempted ? 1 : 0 })));
  await tx.execute(sql`
    update campaign_recipients r
       set state = 'queued', claimed_at = null, attempts = r.attempts + v.tried,
           next_attempt_at = case when v.delay > 0 then now() + v.delay * interval '1 millisecond' end
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, delay int, tried int)
     where r.id = v.id and r.state = 'sending'`);
}

/** Claimed but never handed to the provider (a cancel): the recipients and their unsent messages. */
export async function cancelClaims(tx: NodePgDatabase, items: Array<{ recipientId: string; messageId: string }>): Promise<void> {
  if (items.length === 0) return;
  await settleRecipients(tx, items.map((i) => ({ id: i.recipientId, state: 'cancelled', code: null, message: null })));
  await tx.execute(sql`delete from messages where id = any(${uuidArray(items.map((i) => i.messageId))}::uuid[]) and status = 'pending' and provider_message_id is null`);
}

/** Campaigns with nothing left to send become completed; returns those that did. */
export async function completeFinished(orm: NodePgDatabase, campaignIds: string[]): Promise<string[]> {
  if (campaignIds.length === 0) return [];
  const res = await orm.execute<{ id: string }>(sql`
    update campaigns c set status = 'completed', finished_at = now(), updated_at = now()
     where c.id = any(${uuidArray(campaignIds)}::uuid[]) and c.status = 'sending'
       and not exists (select 1 from campaign_recipients r where r.campaign_id = c.id and r.state in ('queued', 'sending'))
    returning c.id`);
  return res.rows.map((r) => r.id);
}
