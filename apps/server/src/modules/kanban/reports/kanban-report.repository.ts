// The kanban reports' reads of the boards and of /reportKanban's figures. Everything comes from
// kanban_step_spells (one row per stay of a card in a step), summed in SQL; the period's local days
// become instants in the channel's zone. Indexes: kanban_step_spells_kanban_entered_idx (entries in the
// period), kanban_step_spells_kanban_left_idx (stays open at an instant, stays that ended in the
// period) and kanban_step_spells_card_entered_idx (a card's other stays: its first, its later ones).
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { KanbanReportBoard, KanbanReportStep } from '@atende/contract';

/** What every kanban report query reads: the board, the period as instants, the operator filter. */
export type KanbanScope = {
  channelId: string;
  kanbanId: string;
  timezone: string;
  /** First and last local day of the period (both included). */
  from: string;
  to: string;
  operatorId: string | null;
};

/** The period's first instant and the instant after its last day, in the channel's zone. */
export const periodStart = (s: KanbanScope): SQL => sql`(${s.from}::date::timestamp at time zone ${s.timezone})`;
export const periodEnd = (s: KanbanScope): SQL => sql`((${s.to}::date + 1)::timestamp at time zone ${s.timezone})`;

/** The stays of the board (alias `s`), opened by the filtered operator when there is one. */
export const spellsOf = (s: KanbanScope): SQL =>
  sql`s.channel_id = ${s.channelId} and s.kanban_id = ${s.kanbanId}${s.operatorId ? sql` and s.operator_id = ${s.operatorId}` : sql``}`;

/** Stays (alias `s`) that began in the period. */
export const enteredIn = (s: KanbanScope): SQL => sql`${spellsOf(s)} and s.entered_at >= ${periodStart(s)} and s.entered_at < ${periodEnd(s)}`;

/** The card's stay `s` is its first on the board: its creation there (or its arrival from another board). */
export const firstStay = sql`not exists (select 1 from kanban_step_spells p where p.card_id = s.card_id and p.kanban_id = s.kanban_id and p.entered_at < s.entered_at)`;

/** Counts and cents come back as strings (bigint, numeric) from node-postgres: read them as numbers. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** The company's boards: the live ones by name, then the archived ones. */
export async function reportBoards(orm: NodePgDatabase, channelId: string): Promise<KanbanReportBoard[]> {
  const res = await orm.execute<{ id: string; name: string; archived: boolean }>(sql`
    select id, name, archived_at is not null as archived from kanbans
     where channel_id = ${channelId}
     order by archived_at is not null, lower(name), id`);
  return res.rows.map((r) => ({ _id: r.id, name: r.name, archived: r.archived }));
}

/** The board's steps in its order. */
export async function reportSteps(orm: NodePgDatabase, kanbanId: string): Promise<KanbanReportStep[]> {
  const res = await orm.execute<KanbanReportStep & { id: string }>(sql`
    select id, name, color, position, outcome from kanban_steps where kanban_id = ${kanbanId} order by position, id`);
  return res.rows.map(({ id, name, color, position, outcome }) => ({ _id: id, name, color, position, outcome }));
}

export type StepAtEnd = { stepId: string; cards: number; valueCents: number };

/**
 * Per step: the stays open at the end of the period (entered before it, left after it or not yet). A
 * stay still open whose card is gone (deleted without its stay closed) does not count.
 */
export async function stepsAtEnd(orm: NodePgDatabase, s: KanbanScope): Promise<StepAtEnd[]> {
  const res = await orm.execute<{ step_id: string; cards: number; value: string }>(sql`
    select s.step_id, count(*)::int as cards, coalesce(sum(s.value_cents), 0)::bigint as value
      from kanban_step_spells s
     where ${spellsOf(s)} and s.entered_at < ${periodEnd(s)}
       and (s.left_at >= ${periodEnd(s)}
            or (s.left_at is null and exists (select 1 from kanban_cards c where c.id = s.card_id and c.kanban_id = s.kanban_id)))
     group by s.step_id`);
  return res.rows.map((r) => ({ stepId: r.step_id, cards: r.cards, valueCents: num(r.value) }));
}

export type StepEntries = { stepId: string; entered: number; enteredValueCents: number; enteredCards: number; advanced: number };

/**
 * Per step of the board: the entries in the period, the distinct cards entering, and of those the ones
 * that later (before the period's end) entered a step placed after it that is not a lost step.
 */
export async function stepEntries(orm: NodePgDatabase, s: KanbanScope): Promise<StepEntries[]> {
  const res = await orm.execute<{ step_id: string; entered: number; value: string; cards: number; advanced: number }>(sql`
    with e as (
      select s.card_id, s.step_id, s.entered_at, s.value_cents, st.position
        from kanban_step_spells s join kanban_steps st on st.id = s.step_id
       where ${enteredIn(s)})
    select e.step_id, count(*)::int as entered, coalesce(sum(e.value_cents), 0)::bigint as value,
           count(distinct e.card_id)::int as cards,
           count(distinct e.card_id) filter (where exists (
             select 1 from kanban_step_spells n join kanban_steps ns on ns.id = n.step_id
              where n.card_id = e.card_id and n.kanban_id = ${s.kanbanId}
                and n.entered_at > e.entered_at and n.entered_at < ${periodEnd(s)}
                and ns.position > e.position and ns.outcome <> 'lost'))::int as advanced
      from e
     group by e.step_id`);
  return res.rows.map((r) => ({ stepId: r.step_id, entered: r.entered, enteredValueCents: num(r.value), enteredCards: r.cards, advanced: r.advanced }));
}

export type EntryTotals = { created: number; won: number; wonValueCents: number; lost: number };

/**
 * The board's entries in the period, deleted steps included: the cards created (their first stay on
 * the board) and the entries into won and lost steps (the step's outcome when the card entered).
 */
export async function entryTotals(orm: NodePgDatabase, s: KanbanScope): Promise<EntryTotals> {
  const res = await orm.execute<{ created: number; won: number; won_value: string; lost: number }>(sql`
    select count(*) filter (where ${firstStay})::int as created,
           count(*) filter (where s.outcome = 'won')::int as won,
           coalesce(sum(s.value_cents) filter (where s.outcome = 'won'), 0)::bigint as won_value,
           count(*) filter (where s.outcome = 'lost')::int as lost
      from kanban_step_spells s
     where ${enteredIn(s)}`);
  const r = res.rows[0];
  return { created: r?.created ?? 0, won: r?.won ?? 0, wonValueCents: num(r?.won_value), lost: r?.lost ?? 0 };
}
