// Folding the reports' deltas into their rollups: a batch of delta rows is deleted (returning them),
// grouped by key and added to the rollup rows (upsert adding every measure and histogram), in the
// caller's transaction. Rows whose counts all came back to zero (an attendance moved to another key)
// are removed. Each batch goes into the daily, monthly and day × status rollups in the same statement,
// so they always agree; its rows of tagged contacts (tag_id set) go into the tag rollups as well. One compactor at a time: the caller holds the compactor's lock, which the zone
// rebuild takes too.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { histogramSumText } from './histogram-sql.repository.js';

type Db = NodePgDatabase;

/** Whether this transaction now holds the compactor's lock (false: another instance is compacting). */
export async function tryCompactorLock(tx: Db): Promise<boolean> {
  const res = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended('reports:compact', 0)) as locked`);
  return res.rows[0]?.locked === true;
}

const KEY = sql.raw('channel_id, day, department_id, operator_id, tabulation_id, status');
const MEASURES = ['opened', 'assigned', 'wait_seconds', 'first_responses', 'first_response_seconds', 'finished', 'abandoned', 'bot_only', 'handled', 'handle_seconds'];
const HISTOGRAMS = ['wait_hist', 'first_response_hist', 'handle_hist'];
const COLUMN_LIST = `channel_id, day, department_id, operator_id, tabulation_id, status, ${[...MEASURES, ...HISTOGRAMS].join(', ')}`;
const MEASURE_SUMS = MEASURES.map((c) => `sum(${c})::${c.endsWith('seconds') ? 'bigint' : 'int'} as ${c}`);
/** The day × department × status rollup's sums: measures only, no histograms. */
const DAY_STATUS_SUMS = sql.raw(MEASURE_SUMS.join(', '));
const SUMS = sql.raw([...MEASURE_SUMS, ...HISTOGRAMS.map((c) => `${histogramSumText(c)} as ${c}`)].join(', '));
/** A delta's columns: the rollup's, and the contact's tag (null: untagged). */
const DELTA_COLUMNS = sql.raw(`${COLUMN_LIST}, tag_id`);

const ROLLUPS = [
  'report_attendance_daily', 'report_attendance_monthly', 'report_attendance_day_status', 'report_attendance_tag_daily', 'report_attendance_tag_monthly',
] as const;
type RollupTable = (typeof ROLLUPS)[number];

/** Each rollup's columns in the order its CTE answers them. */
const columnsOf = (table: RollupTable) =>
  table === 'report_attendance_day_status'
    ? `channel_id, day, department_id, status, ${MEASURES.join(', ')}`
    : table.includes('_tag_') ? `tag_id, ${COLUMN_LIST}` : COLUMN_LIST;

/** The upsert adding `rows` (a CTE name) into `table`, answering the ctid of the rows it left at zero. */
function upsertInto(table: RollupTable, rows: string) {
  const columns = columnsOf(table);
  const set = [
    ...MEASURES.map((c) => `${c} = ${table}.${c} + excluded.${c}`),
    ...(table === 'report_attendance_day_status' ? [] : HISTOGRAMS.map((c) => `${c} = report_hist_add(${table}.${c}, excluded.${c})`)),
  ].join(', ');
  return sql.raw(`insert into ${table} as ${table} (${columns}) select * from ${rows}
      on conflict on constraint ${table}_key do update set ${set}
      returning ctid, opened = 0 and assigned = 0 and first_responses = 0 and finished = 0 and abandoned = 0 and bot_only = 0
                and handled = 0 as empty`);
}

const tids = (list: string[]) => `{${list.map((t) => `"${t}"`).join(',')}}`;

/**
 * Adds the signed fact rows `source` answers (a data-modifying statement or a select with the deltas'
 * columns, tag_id included) into the daily and the monthly rollups, and those with a tag into the tag
 * rollups, in one statement, then removes the rows it left at zero. Answers how many source rows it
 * took. The caller holds the compactor's lock.
 */
export async function foldAttendanceRows(tx: Db, source: SQL): Promise<number> {
  const res = await tx.execute<{ taken: number } & Record<RollupTable, string[] | null>>(sql`
    with taken as (${source}),
    grouped as (select ${KEY}, ${SUMS} from taken group by ${KEY}),
    by_month as (
      select channel_id, date_trunc('month', day::timestamp)::date as day, department_id, operator_id, tabulation_id, status, ${SUMS}
        from grouped group by 1, 2, 3, 4, 5, 6
    ),
    by_day_status as (select channel_id, day, department_id, status, ${DAY_STATUS_SUMS} from grouped group by 1, 2, 3, 4),
    tag_grouped as (select tag_id, ${KEY}, ${SUMS} from taken where tag_id is not null group by tag_id, ${KEY}),
    tag_by_month as (
      select tag_id, channel_id, date_trunc('month', day::timestamp)::date as day, department_id, operator_id, tabulation_id, status, ${SUMS}
        from tag_grouped group by 1, 2, 3, 4, 5, 6, 7
    ),
    daily as (${upsertInto('report_attendance_daily', 'grouped')}),
    monthly as (${upsertInto('report_attendance_monthly', 'by_month')}),
    day_status as (${upsertInto('report_attendance_day_status', 'by_day_status')}),
    tag_daily as (${upsertInto('report_attendance_tag_daily', 'tag_grouped')}),
    tag_monthly as (${upsertInto('report_attendance_tag_monthly', 'tag_by_month')})
    select (select count(*) from taken)::int as taken,
           (select array_agg(ctid::text) from daily where empty) as report_attendance_daily,
           (select array_agg(ctid::text) from monthly where empty) as report_attendance_monthly,
           (select array_agg(ctid::text) from day_status where empty) as report_attendance_day_status,
           (select array_agg(ctid::text) from tag_daily where empty) as report_attendance_tag_daily,
           (select array_agg(ctid::text) from tag_monthly where empty) as report_attendance_tag_monthly`);
  const row = res.rows[0];
  // The rows this statement just wrote (and this transaction still locks): their ctid is stable until it ends.
  for (const table of ROLLUPS) {
    const empty = row?.[table];
    if (empty?.length) await tx.execute(sql`delete from ${sql.raw(table)} where ctid = any(${tids(empty)}::tid[])`);
  }
  return Number(row?.taken ?? 0);
}

/** Folds up to `batch` attendance deltas (oldest first); answers how many it took. */
export async function compactAttendanceDeltas(tx: Db, batch: number): Promise<number> {
  return foldAttendanceRows(
    tx,
    sql`delete from report_attendance_deltas where id in (select id from report_attendance_deltas order by id limit ${batch}) returning ${DELTA_COLUMNS}`,
  );
}

/**
 * Folds up to `batch` message deltas (oldest first) into the hourly rollup and, in the zone the
 * channel has now, into the local day and heatmap rollups (migration 0036); answers how many it took.
 */
export async function compactMessageDeltas(tx: Db, batch: number): Promise<number> {
  const res = await tx.execute<{ taken: number }>(sql`
    with taken as (
      delete from report_message_deltas where id in (select id from report_message_deltas order by id limit ${batch})
      returning channel_id, hour, direction, operator_id, messages
    ), hours as (
      select channel_id, hour, direction, operator_id, sum(messages)::int as messages from taken group by 1, 2, 3, 4
    ), upserted as (
      insert into report_message_hourly as h (channel_id, hour, direction, operator_id, messages)
      select * from hours
      on conflict on constraint report_message_hourly_key do update set messages = h.messages + excluded.messages
      returning 1
    ), local as (
      select hs.channel_id, hs.hour at time zone c.timezone as local, hs.direction, hs.operator_id, hs.messages
        from hours hs join channels c on c.id = hs.channel_id
    ), daily as (
      insert into report_message_daily as d (channel_id, day, direction, operator_id, messages)
      select channel_id, local::date, direction, operator_id, sum(messages)::int from local group by 1, 2, 3, 4
      on conflict on constraint report_message_daily_key do update set messages = d.messages + excluded.messages
      returning 1
    ), heatmap as (
      insert into report_message_heatmap as m (channel_id, month, weekday, hour, inbound)
      select channel_id, date_trunc('month', local)::date, extract(dow from local)::smallint, extract(hour from local)::smallint, sum(messages)::int
        from local where direction = 'in' group by 1, 2, 3, 4
      on conflict on constraint report_message_heatmap_key do update set inbound = m.inbound + excluded.inbound
      returning 1
    )
    select (select count(*) from taken)::int as taken`);
  return Number(res.rows[0]?.taken ?? 0);
}

/** How many deltas wait to be folded (tests, health of the compactor). */
export async function pendingDeltas(db: Db): Promise<{ attendances: number; messages: number }> {
  const res = await db.execute<{ attendances: number; messages: number }>(sql`
    select (select count(*) from report_attendance_deltas)::int as attendances, (select count(*) from report_message_deltas)::int as messages`);
  return { attendances: Number(res.rows[0]?.attendances ?? 0), messages: Number(res.rows[0]?.messages ?? 0) };
}
