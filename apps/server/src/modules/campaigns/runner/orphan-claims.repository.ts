// The statements that resolve orphaned claims (orphan-claims.ts decides which is which): the claims
// with their messages, whether a status webhook may still be waiting, and each verdict's update.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { uuidArray } from '../../../platform/db/sql-helpers.js';

export type OrphanRow = {
  id: string;
  message_id: string | null;
  provider_message_id: string | null;
  message_status: string | null;
  error_message: string | null;
  campaign_status: string;
  stale: boolean;
  overdue: boolean;
};

/** The channel's `sending` claims but `mine`, with their message and whether they passed the grace period (and ten times it). */
export async function findOrphans(orm: NodePgDatabase, channelId: string, mine: readonly string[], graceMs: number): Promise<OrphanRow[]> {
  const res = await orm.execute<OrphanRow>(sql`
    select r.id, r.message_id, m.provider_message_id, m.status as message_status, m.error_message, c.status as campaign_status,
           r.claimed_at < now() - ${graceMs} * interval '1 millisecond' as stale,
           r.claimed_at < now() - ${graceMs * 10} * interval '1 millisecond' as overdue
      from campaigns c
      join campaign_recipients r on r.campaign_id = c.id and r.state = 'sending'
      left join messages m on m.id = r.message_id
     where c.channel_id = ${channelId} and c.status in ('sending', 'paused', 'cancelled') and not (r.id = any(${uuidArray(mine)}::uuid[]))`);
  return res.rows;
}

/** Webhooks stored but not applied yet, received in the last few minutes (older ones are stuck, not late). */
export async function webhooksPending(orm: NodePgDatabase, channelId: string): Promise<boolean> {
  const res = await orm.execute(sql`
    select 1 from webhook_inbox
     where processed_at is null and received_at > now() - interval '10 minutes' and (channel_id is null or channel_id = ${channelId})
     limit 1`);
  return res.rows.length > 0;
}

/** Claims whose message went out: sent, at the message's status time. */
export async function markOrphansSent(tx: NodePgDatabase, ids: string[]): Promise<void> {
  await tx.execute(sql`
        update campaign_recipients r set state = 'sent', sent_at = coalesce(m.status_at, now()), claimed_at = null
          from messages m where m.id = r.message_id and r.id = any(${uuidArray(ids)}::uuid[]) and r.state = 'sending'`);
}

export async function markOrphansFailed(tx: NodePgDatabase, ids: string[]): Promise<void> {
  await tx.execute(sql`
        update campaign_recipients set state = 'failed', claimed_at = null
         where id = any(${uuidArray(ids)}::uuid[]) and state = 'sending'`);
}

export async function cancelOrphans(tx: NodePgDatabase, ids: string[]): Promise<void> {
  await tx.execute(sql`update campaign_recipients set state = 'cancelled', claimed_at = null where id = any(${uuidArray(ids)}::uuid[]) and state = 'sending'`);
}

/** Back to the queue; the stored message stays: the retry sends it (and its id is the reference again). */
export async function requeueOrphans(tx: NodePgDatabase, ids: string[]): Promise<void> {
  await tx.execute(sql`update campaign_recipients set state = 'queued', claimed_at = null where id = any(${uuidArray(ids)}::uuid[]) and state = 'sending'`);
}
