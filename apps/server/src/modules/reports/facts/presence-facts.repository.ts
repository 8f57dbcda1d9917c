// Time online per operator from operator_presence (spells opened and closed by a trigger on
// operators.status, migration 0017): each spell clipped to the period, an open one counting until now.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { LocalDays } from './facts.types.js';

type Db = NodePgDatabase;

/** Whole seconds online inside the period's local days, per operator (operators never online are absent). */
export async function onlineSecondsByOperator(db: Db, scope: LocalDays & { now: Date }): Promise<Map<string, number>> {
  const res = await db.execute<{ operator_id: string; seconds: number }>(sql`
    with bounds as (
      select (${scope.from}::date)::timestamp at time zone ${scope.timezone} as start_at,
             least((${scope.to}::date + 1)::timestamp at time zone ${scope.timezone}, ${scope.now.toISOString()}::timestamptz) as end_at)
    select p.operator_id, floor(sum(extract(epoch from least(coalesce(p.offline_at, b.end_at), b.end_at) - greatest(p.online_at, b.start_at))))::float8 as seconds
      from operator_presence p, bounds b
     where p.channel_id = ${scope.channelId} and p.online_at < b.end_at and (p.offline_at is null or p.offline_at > b.start_at)
     group by p.operator_id`);
  return new Map(res.rows.filter((r) => Number(r.seconds) > 0).map((r) => [String(r.operator_id), Number(r.seconds)]));
}
