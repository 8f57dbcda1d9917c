// Today's numbers of a channel, each part through an index of attendances: (channel_id, created_at)
// for those created today, (channel_id, assigned_at) and (channel_id, finished_at) for those assigned
// and finished today, the open-attendance indexes for what is open now.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { attendanceStatuses, type AttendanceStatus } from '@atende/contract';

const openStatuses = ['waiting', 'offline_operators', 'in_attendance', 'opened', 'campaign', 'in_survey'] as const satisfies readonly AttendanceStatus[];

export type TodayRow = {
  start: Date;
  localDate: string;
  createdToday: Partial<Record<AttendanceStatus, number>>;
  openNow: Partial<Record<AttendanceStatus, number>>;
  finishedToday: number;
  averageWaitSeconds: number | null;
  operatorsOnline: number;
  operatorsTotal: number;
};

type TodayRaw = {
  start: Date | string;
  local_date: string;
  created_today: Record<string, number> | string;
  finished_today: number;
  average_wait: number | null;
};
type CurrentRaw = { open_now: Record<string, number> | string; operators_online: number; operators_total: number };

const json = (v: Record<string, number> | string): Record<string, number> => (typeof v === 'string' ? (JSON.parse(v) as Record<string, number>) : v);
const counts = (v: Record<string, number>): Partial<Record<AttendanceStatus, number>> =>
  Object.fromEntries(Object.entries(v).filter(([k]) => (attendanceStatuses as readonly string[]).includes(k)));

export async function todayNumbers(orm: NodePgDatabase, channelId: string, timezone: string, now: Date): Promise<TodayRow> {
  // Two statements that PostgreSQL runs side by side on two pool connections (PGlite one after the other).
  const [today, current] = await Promise.all([
    orm.execute<TodayRaw>(sql`
      with bounds as (
        select (date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timezone}) at time zone ${timezone}) as start,
               to_char(${now.toISOString()}::timestamptz at time zone ${timezone}, 'YYYY-MM-DD') as local_date
      )
      select b.start, b.local_date,
        (select coalesce(json_object_agg(status, n), '{}'::json)
           from (select status, count(*)::int as n from attendances
                  where channel_id = ${channelId} and created_at >= b.start group by status) s) as created_today,
        (select count(*)::int from attendances
          where channel_id = ${channelId} and finished_at >= b.start and status = 'finished') as finished_today,
        (select round(avg(extract(epoch from (assigned_at - queued_at))))::int from attendances
          where channel_id = ${channelId} and assigned_at >= b.start and queued_at is not null and assigned_at >= queued_at) as average_wait
      from bounds b`),
    orm.execute<CurrentRaw>(sql`
      select
        (select coalesce(json_object_agg(status, n), '{}'::json)
           from (select status, count(*)::int as n from attendances
                  where channel_id = ${channelId}
                    and status in (${sql.join(openStatuses.map((s) => sql`${s}`), sql`, `)})
                  group by status) s) as open_now,
        (select count(*)::int from operators where channel_id = ${channelId} and deleted_at is null and status) as operators_online,
        (select count(*)::int from operators where channel_id = ${channelId} and deleted_at is null) as operators_total`),
  ]);
  const row = today.rows[0];
  const live = current.rows[0];
  if (!row || !live) throw new Error('dashboard query returned no row');
  return {
    start: new Date(row.start),
    localDate: row.local_date,
    createdToday: counts(json(row.created_today)),
    openNow: counts(json(live.open_now)),
    finishedToday: row.finished_today,
    averageWaitSeconds: row.average_wait,
    operatorsOnline: live.operators_online,
    operatorsTotal: live.operators_total,
  };
}

export type OperatorLoadRow = { id: string; name: string; online: boolean; open: number; max_attendances: number };

/**
 * Each live (not deleted) operator of the channel with the attendances in attendance with them now,
 * counted through attendances_operator_status_idx (operator_id, status, ...): one index range each.
 */
export async function operatorsLoad(orm: NodePgDatabase, channelId: string): Promise<OperatorLoadRow[]> {
  const res = await orm.execute<OperatorLoadRow>(sql`
    select o.id, o.name, o.status as online, o.max_attendances,
           (select count(*)::int from attendances a where a.operator_id = o.id and a.status = 'in_attendance') as open
      from operators o
     where o.channel_id = ${channelId} and o.deleted_at is null
     order by o.name, o.id`);
  return res.rows;
}
