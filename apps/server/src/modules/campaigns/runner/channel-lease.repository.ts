// One runner per channel at a time, across every process: a lease row the runner renews every
// second. A process that dies stops renewing and the lease expires; the next runner takes over.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** The database's time at which the lease was taken, or null when another holder has it. */
export async function acquireLease(orm: NodePgDatabase, channelId: string, holder: string, ttlMs: number): Promise<Date | null> {
  const res = await orm.execute<{ at: Date | string }>(sql`
    insert into campaign_runner_leases as l (channel_id, holder, expires_at)
    values (${channelId}, ${holder}, now() + ${ttlMs} * interval '1 millisecond')
    on conflict (channel_id) do update set holder = excluded.holder, expires_at = excluded.expires_at
     where l.expires_at < now() or l.holder = excluded.holder
    returning now() as at`);
  const at = res.rows[0]?.at;
  return at === undefined ? null : new Date(at);
}

/** Extends the lease; false when it was lost (expired and taken by another runner). */
export async function renewLease(orm: NodePgDatabase, channelId: string, holder: string, ttlMs: number): Promise<boolean> {
  const res = await orm.execute(sql`
    update campaign_runner_leases set expires_at = now() + ${ttlMs} * interval '1 millisecond'
     where channel_id = ${channelId} and holder = ${holder} and expires_at > now()
    returning channel_id`);
  return res.rows.length > 0;
}

export async function releaseLease(orm: NodePgDatabase, channelId: string, holder: string): Promise<void> {
  await orm.execute(sql`update campaign_runner_leases set expires_at = now() where channel_id = ${channelId} and holder = ${holder}`);
}

/** Channels with a sending campaign and no live runner (none ever, or one that died). */
export async function channelsWithoutRunner(orm: NodePgDatabase): Promise<string[]> {
  const res = await orm.execute<{ channel_id: string }>(sql`
    select distinct c.channel_id from campaigns c
     where c.status = 'sending'
       and not exists (select 1 from campaign_runner_leases l where l.channel_id = c.channel_id and l.expires_at > now())`);
  return res.rows.map((r) => r.channel_id);
}
