// /reportKanbanPerformance's reads: how long cards stayed in each step (stays that ended in the period)
// and, per person who moved cards, the stays they opened, their wins and the time each win took from
// the card's first stay on the board. Means and exact 90th percentiles (percentile_cont) in SQL, per
// group and for the whole board in the same statement (grouping sets).
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { uuidArray } from '../../../platform/db/sql-helpers.js';
import { enteredIn, num, periodEnd, periodStart, spellsOf, type KanbanScope } from './kanban-report.repository.js';

/** Seconds measured: how many, their mean and their 90th percentile (null when none). */
export type Measured = { count: number; average: number | null; p90: number | null };

const measured = (n: unknown, avg: unknown, p90: unknown): Measured => ({
  count: num(n),
  average: avg === null || avg === undefined ? null : Number(avg),
  p90: p90 === null || p90 === undefined ? null : Number(p90),
});

/** Per step (and, under `stepId` null, every step together): the stays that ended in the period. */
export async function timeInSteps(orm: NodePgDatabase, s: KanbanScope): Promise<{ stepId: string | null; time: Measured }[]> {
  const res = await orm.execute<{ step_id: string | null; whole: number; n: number; avg: number | null; p90: number | null }>(sql`
    with d as (
      select s.step_id, extract(epoch from s.left_at - s.entered_at)::float8 as secs
        from kanban_step_spells s
       where ${spellsOf(s)} and s.left_at >= ${periodStart(s)} and s.left_at < ${periodEnd(s)})
    select d.step_id, grouping(d.step_id) as whole, count(*)::int as n, avg(d.secs)::float8 as avg,
           percentile_cont(0.9) within group (order by d.secs) as p90
      from d
     group by grouping sets ((d.step_id), ())`);
  return res.rows.map((r) => ({ stepId: num(r.whole) === 1 ? null : r.step_id, time: measured(r.n, r.avg, r.p90) }));
}

export type MoverFigures = { userId: string | null; moved: number; won: number; wonValueCents: number; timeToWin: Measured };

/**
 * Per user who opened stays in the period (`total` true: the whole board): stays opened, entries into
 * won steps, their value, and each win's time since the card's first stay on the board.
 */
export async function moverFigures(orm: NodePgDatabase, s: KanbanScope): Promise<(MoverFigures & { total: boolean })[]> {
  const res = await orm.execute<{ user_id: string | null; whole: number; moved: number; won: number; won_value: string; n: number; avg: number | null; p90: number | null }>(sql`
    with m as (
      select s.user_id, s.outcome, s.value_cents, w.secs
        from kanban_step_spells s
        left join lateral (
          select extract(epoch from s.entered_at - min(p.entered_at))::float8 as secs
            from kanban_step_spells p
           where s.outcome = 'won' and p.card_id = s.card_id and p.kanban_id = s.kanban_id and p.entered_at <= s.entered_at) w on true
       where ${enteredIn(s)})
    select m.user_id, grouping(m.user_id) as whole, count(*)::int as moved,
           count(*) filter (where m.outcome = 'won')::int as won,
           coalesce(sum(m.value_cents) filter (where m.outcome = 'won'), 0)::bigint as won_value,
           count(m.secs)::int as n, avg(m.secs)::float8 as avg,
           percentile_cont(0.9) within group (order by m.secs) as p90
      from m
     group by grouping sets ((m.user_id), ())`);
  return res.rows.map((r) => ({
    userId: r.user_id,
    total: num(r.whole) === 1,
    moved: r.moved,
    won: r.won,
    wonValueCents: num(r.won_value),
    timeToWin: measured(r.n, r.avg, r.p90),
  }));
}

/** The names of the users who moved cards: the operator's name when they are one, else the user's. */
export async function moverNames(orm: NodePgDatabase, channelId: string, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const res = await orm.execute<{ id: string; name: string }>(sql`
    select u.id, coalesce(o.name, u.name) as name
      from users u left join operators o on o.user_id = u.id
     where u.channel_id = ${channelId} and u.id = any(${uuidArray(userIds)}::uuid[])`);
  return new Map(res.rows.map((r) => [r.id, r.name]));
}
