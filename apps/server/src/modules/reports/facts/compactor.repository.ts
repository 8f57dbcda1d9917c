// Folding the reports' deltas into their rollups: a batch of delta rows is deleted (returning them),
// grouped by key and added to the rollup rows (upsert adding every measure and histogram), in the
// caller's transaction. Rows whose counts all came back to zero (an attendance moved to another key)
// are removed. One compactor at a time: the caller holds COMPACTOR_LOCK, which the zone rebuild
// (report_rebuild_attendance_rollup) takes too.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { histogramSum } from './histogram-sql.repository.js';

type Db = NodePgDatabase;

/** Whether this transaction now holds the compactor's lock (false: another instance is compacting). */
export async function tryCompactorLock(tx: Db): Promise<boolean> {
  const res = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended('reports:compact', 0)) as locked`);
  return res.rows[0]?.locked === true;
}

const KEY = sql.raw('channel_id, day, department_id, operator_id, tabulation_id, status');
const ADD = (column: string) => sql.raw(`${column} = report_attendance_daily.${column} + excluded.${column}`);
const ADD_HIST = (column: string) => sql.raw(`${column} = report_hist_add(report_attendance_daily.${column}, excluded.${column})`);

/** Folds up to `batch` attendance deltas (oldest first); answers how many it took. */
export async function compactAttendanceDeltas(tx: Db, batch: number): Promise<number> {
  const res = await tx.execute<{ taken: number; emptied: string[] | null }>(sql`
    with taken as (
      delete from report_attendance_deltas where id in (select id from report_attendance_deltas order by id limit ${batch})
      returning *
    ), grouped as (
      select ${KEY}, sum(opened)::int as opened, sum(assigned)::int as assigned, sum(wait_seconds)::bigint as wait_seconds,
             ${histogramSum('wait_hist')} as wait_hist, sum(first_responses)::int as first_responses,
             sum(first_response_seconds)::bigint as first_response_seconds, ${histogramSum('first_response_hist')} as first_response_hist,
             sum(finished)::int as finished, sum(abandoned)::int as abandoned, sum(bot_only)::int as bot_only, sum(handled)::int as handled,
             sum(handle_seconds)::bigint as handle_seconds, ${histogramSum('handle_hist')} as handle_hist
        from taken group by ${KEY}
    ), upserted as (
      insert into report_attendance_daily as report_attendance_daily
             (${KEY}, opened, assigned, wait_seconds, wait_hist, first_responses, first_response_seconds, first_response_hist,
              finished, abandoned, bot_only, handled, handle_seconds, handle_hist)
      select * from grouped
      on conflict on constraint report_attendance_daily_key do update set
        ${ADD('opened')}, ${ADD('assigned')}, ${ADD('wait_seconds')}, ${ADD_HIST('wait_hist')}, ${ADD('first_responses')},
        ${ADD('first_response_seconds')}, ${ADD_HIST('first_response_hist')}, ${ADD('finished')}, ${ADD('abandoned')},
        ${ADD('bot_only')}, ${ADD('handled')}, ${ADD('handle_seconds')}, ${ADD_HIST('handle_hist')}
      returning ctid, opened = 0 and assigned = 0 and first_responses = 0 and finished = 0 and abandoned = 0 and bot_only = 0
                and handled = 0 as empty
    )
    select (select count(*) from taken)::int as taken,
           (select array_agg(ctid::text) from upserted where empty) as emptied`);
  const row = res.rows[0];
  const emptied = row?.emptied ?? [];
  // The rows this transaction just wrote (and still locks): their ctid is stable until it ends.
  if (emptied.length) await tx.execute(sql`delete from report_attendance_daily where ctid = any(${`{${emptied.map((t) => `"${t}"`).join(',')}}`}::tid[])`);
  return Number(row?.taken ?? 0);
}

/** Folds up to `batch` message deltas (oldest first); answers how many it took. */
export async function compactMessageDeltas(tx: Db, batch: number): Promise<number> {
  const res = await tx.execute<{ taken: number }>(sql`
    with taken as (
      delete from report_message_deltas where id in (select id from report_message_deltas order by id limit ${batch})
      returning channel_id, hour, direction, operator_id, messages
    ), upserted as (
      insert into report_message_hourly as h (channel_id, hour, direction, operator_id, messages)
      select channel_id, hour, direction, operator_id, sum(messages)::int from taken group by 1, 2, 3, 4
      on conflict on constraint report_message_hourly_key do update set messages = h.messages + excluded.messages
      returning 1
    )
    select count(*)::int as taken from taken`);
  return Number(res.rows[0]?.taken ?? 0);
}

/** How many deltas wait to be folded (tests, health of the compactor). */
export async function pendingDeltas(db: Db): Promise<{ attendances: number; messages: number }> {
  const res = await db.execute<{ attendances: number; messages: number }>(sql`
    select (select count(*) from report_attendance_deltas)::int as attendances, (select count(*) from report_message_deltas)::int as messages`);
  return { attendances: Number(res.rows[0]?.attendances ?? 0), messages: Number(res.rows[0]?.messages ?? 0) };
}
