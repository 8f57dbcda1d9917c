// Claims a dead runner left `sending`. Its process may have died before, during or after handing the
// message to the provider, so the message itself tells: a provider id (recorded by the runner, or
// adopted from a status webhook that echoed our reference) means it went out; no id after the grace
// period, with every webhook received since the claim already applied, means it never did, and the
// recipient goes back to the queue (or to cancelled, if the campaign was). Until then it waits: never
// sending twice matters more than sending a few seconds sooner.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { uuidArray } from '../../../platform/db/sql-helpers.js';

type OrphanRow = {
  id: string;
  message_id: string | null;
  provider_message_id: string | null;
  message_status: string | null;
  error_message: string | null;
  campaign_status: string;
  stale: boolean;
  overdue: boolean;
};

/**
 * Resolves the channel's claims the current runner does not hold (`mine`: its buffered and in-flight
 * ones): a dead runner's, and its own sends whose answer never came (a timeout). Returns how many are
 * still undecided.
 */
export async function resolveOrphans(orm: NodePgDatabase, channelId: string, mine: readonly string[], graceMs: number): Promise<number> {
  const res = await orm.execute<OrphanRow>(sql`
    select r.id, r.message_id, m.provider_message_id, m.status as message_status, m.error_message, c.status as campaign_status,
           r.claimed_at < now() - ${graceMs} * interval '1 millisecond' as stale,
           r.claimed_at < now() - ${graceMs * 10} * interval '1 millisecond' as overdue
      from campaigns c
      join campaign_recipients r on r.campaign_id = c.id and r.state = 'sending'
      left join messages m on m.id = r.message_id
     where c.channel_id = ${channelId} and c.status in ('sending', 'paused', 'cancelled') and not (r.id = any(${uuidArray(mine)}::uuid[]))`);
  if (res.rows.length === 0) return 0;
  const sent = res.rows.filter((r) => r.provider_message_id);
  const failed = res.rows.filter((r) => !r.provider_message_id && r.message_status === 'failed');
  let undecided = res.rows.filter((r) => !r.provider_message_id && r.message_status !== 'failed');
  // A status webhook about one of these may be waiting in the inbox: decide only once it is applied.
  if (undecided.some((r) => r.stale && !r.overdue) && (await webhooksPending(orm, channelId))) undecided = undecided.filter((r) => r.overdue);
  const unsent = undecided.filter((r) => r.stale);
  await orm.transaction(async (tx) => {
    if (sent.length) {
      await tx.execute(sql`
        update campaign_recipients r set state = 'sent', sent_at = coalesce(m.status_at, now()), claimed_at = null
          from messages m where m.id = r.message_id and r.id = any(${uuidArray(sent.map((r) => r.id))}::uuid[]) and r.state = 'sending'`);
    }
    if (failed.length) {
      await tx.execute(sql`
        update campaign_recipients set state = 'failed', claimed_at = null
         where id = any(${uuidArray(failed.map((r) => r.id))}::uuid[]) and state = 'sending'`);
    }
    const cancelled = unsent.filter((r) => r.campaign_status === 'cancelled');
    const retry = unsent.filter((r) => r.campaign_status !== 'cancelled');
    if (cancelled.length) {
      await tx.execute(sql`update campaign_recipients set state = 'cancelled', claimed_at = null where id = any(${uuidArray(cancelled.map((r) => r.id))}::uuid[]) and state = 'sending'`);
    }
    if (retry.length) {
      // The stored message stays: the retry sends it (and its id is the reference again).
      await tx.execute(sql`update campaign_recipients set state = 'queued', claimed_at = null where id = any(${uuidArray(retry.map((r) => r.id))}::uuid[]) and state = 'sending'`);
    }
  });
  return res.rows.length - sent.length - failed.length - unsent.length;
}

/** Webhooks stored but not applied yet, received in the last few minutes (older ones are stuck, not late). */
async function webhooksPending(orm: NodePgDatabase, channelId: string): Promise<boolean> {
  const res = await orm.execute(sql`
    select 1 from webhook_inbox
     where processed_at is null and received_at > now() - interval '10 minutes' and (channel_id is null or channel_id = ${channelId})
     limit 1`);
  return res.rows.length > 0;
}
