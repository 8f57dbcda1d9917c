// A channel's new zone, applied to its attendance rollup in batches (migration 0019): each batch locks
// the next attendances by id, takes their figures out of the old zone's days and adds them on the new
// zone's (one fold into the daily and monthly rollups), and moves the cursor, in one short transaction.
// Locks, in this order: the batch's attendances (a change begun before the zone changed, still
// uncommitted, is waited for and converted as committed), then the rebuild row FOR UPDATE (the
// triggers read it FOR SHARE: a change made meanwhile waits for the batch, then writes its deltas in
// the zone the new cursor gives it). A transaction changing several attendances of the channel while
// a batch runs can deadlock with it; PostgreSQL aborts one of the two (a batch is retried next round).
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { foldAttendanceRows } from './compactor.repository.js';

type Db = NodePgDatabase;

export type ZoneRebuild = { channelId: string; oldTimezone: string; afterId: string | null };

/** The oldest pending rebuild (null: none). */
export async function nextZoneRebuild(tx: Db): Promise<ZoneRebuild | null> {
  const res = await tx.execute<{ channel_id: string; old_timezone: string; after_id: string | null }>(sql`
    select channel_id, old_timezone, after_id from report_zone_rebuilds order by requested_at, channel_id limit 1`);
  const row = res.rows[0];
  return row ? { channelId: row.channel_id, oldTimezone: row.old_timezone, afterId: row.after_id } : null;
}

const ATTENDANCE_COLUMNS = sql.raw(`a.channel_id, a.department_id, a.operator_id, a.tabulation_id, a.status, a.created_at, a.queued_at,
  a.assigned_at, a.first_response_at, a.finished_at`);

/**
 * Converts the next `batch` attendances of the rebuild; answers how many. Fewer than `batch`: the
 * channel is done and its rebuild row is gone.
 */
export async function convertZoneBatch(tx: Db, rebuild: ZoneRebuild, batch: number): Promise<number> {
  const after = rebuild.afterId ?? '00000000-0000-0000-0000-000000000000';
  const locked = await tx.execute<{ n: number; last: string | null }>(sql`
    select count(*)::int as n, (array_agg(id order by id desc))[1]::text as last
      from (select id from attendances where channel_id = ${rebuild.channelId} and id > ${after}::uuid order by id limit ${batch} for update) b`);
  const n = Number(locked.rows[0]?.n ?? 0);
  const last = locked.rows[0]?.last ?? null;
  const held = await tx.execute(sql`
    select 1 from report_zone_rebuilds where channel_id = ${rebuild.channelId} and after_id is not distinct from ${rebuild.afterId}::uuid for update`);
  // Gone or moved meanwhile (the zone changed again and the channel was rebuilt at once): nothing to do.
  if (!held.rows.length) return 0;
  if (last) {
    await foldAttendanceRows(
      tx,
      sql`select r.*, a.contact_tag_id as tag_id from attendances a join channels c on c.id = a.channel_id
        cross join lateral (
          select * from report_attendance_facts(${rebuild.oldTimezone}, ${ATTENDANCE_COLUMNS}, -1)
          union all
          select * from report_attendance_facts(c.timezone, ${ATTENDANCE_COLUMNS}, 1)
        ) r
        where a.channel_id = ${rebuild.channelId} and a.id > ${after}::uuid and a.id <= ${last}::uuid`,
    );
  }
  if (n < batch) await tx.execute(sql`delete from report_zone_rebuilds where channel_id = ${rebuild.channelId}`);
  else await tx.execute(sql`update report_zone_rebuilds set after_id = ${last}::uuid where channel_id = ${rebuild.channelId}`);
  return n;
}

/** Channels whose rollup is still being converted to a new zone (health, tests). */
export async function pendingZoneRebuilds(db: Db): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from report_zone_rebuilds`);
  return Number(res.rows[0]?.n ?? 0);
}
