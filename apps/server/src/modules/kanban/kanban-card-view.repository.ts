// Cards as the board shows them, read in one statement per screen: the card, its contact's name (never
// the number: cards travel over the board's socket room), its responsible operator's name, its tags
// and the contact's conversation state, found for a whole page at once by lateral joins on the
// attendances' indexes (the open one through the one-open-per-contact index, the latest through
// attendances_contact_idx). Columns page by keyset on (rank, id) over kanban_cards_step_rank_idx;
// rank is collate "C", so comparisons and the index agree byte for byte.
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { KanbanBoardFilters, KanbanCard, KanbanConversationState } from '@atende/contract';
import { containsPattern } from '../../platform/db/sql-helpers.js';
import { isoOf } from '../../platform/db/row-values.js';

export type CardViewRow = {
  id: string;
  kanban_id: string;
  step_id: string;
  contact_id: string;
  contact_name: string | null;
  attendance_id: string | null;
  conversation_state: KanbanConversationState;
  conversation_attendance_id: string | null;
  title: string;
  value_cents: number | string;
  responsible_operator_id: string | null;
  responsible_operator_name: string | null;
  tag_ids: string[];
  due_date: string | null;
  notes: string;
  rank: string;
  version: number;
  step_entered_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
};

export const toCardView = (r: CardViewRow): KanbanCard => ({
  _id: r.id,
  kanbanId: r.kanban_id,
  stepId: r.step_id,
  contactId: r.contact_id,
  contactName: r.contact_name ?? '',
  attendanceId: r.attendance_id,
  conversation: { state: r.conversation_state, attendanceId: r.conversation_attendance_id },
  title: r.title,
  valueCents: Number(r.value_cents),
  responsibleOperatorId: r.responsible_operator_id,
  responsibleOperatorName: r.responsible_operator_name,
  tagIds: r.tag_ids,
  dueDate: r.due_date,
  notes: r.notes,
  rank: r.rank,
  version: r.version,
  stepEnteredAt: isoOf(r.step_entered_at),
  createdAt: isoOf(r.created_at),
  updatedAt: isoOf(r.updated_at),
});

/**
 * The view's columns over `c` (kanban_cards) for the ids `source` yields (a select of `id`),
 * plus `extra` columns and joins (the contact panel adds its board and step).
 */
function cardViews(source: SQL, extra: { columns?: SQL; joins?: SQL; order?: SQL } = {}): SQL {
  return sql`
    select c.id, c.kanban_id, c.step_id, c.contact_id, k.name as contact_name, c.attendance_id,
           case when oa.id is null then 'finished'
                when oa.operator_id is not null and oa.status not in ('waiting', 'offline_operators') then 'inAttendance'
                else 'waiting' end as conversation_state,
           coalesce(oa.id, c.attendance_id,
                    (select la.id from attendances la where la.contact_id = c.contact_id order by la.created_at desc limit 1)) as conversation_attendance_id,
           c.title, c.value_cents, c.responsible_operator_id, o.name as responsible_operator_name,
           coalesce((select array_agg(t.tag_id::text order by t.tag_id) from kanban_card_tags t where t.card_id = c.id), '{}'::text[]) as tag_ids,
           c.due_date::text as due_date, c.notes, c.rank, c.version, c.step_entered_at, c.created_at, c.updated_at
           ${extra.columns ?? sql``}
      from (${source}) ids
      join kanban_cards c on c.id = ids.id
      join contacts k on k.id = c.contact_id
      left join operators o on o.id = c.responsible_operator_id
      left join lateral (
        select a.id, a.status, a.operator_id from attendances a
         where a.channel_id = c.channel_id and a.contact_id = c.contact_id and a.status not in ('finished', 'abandoned')
         limit 1) oa on true
      ${extra.joins ?? sql``}
     ${extra.order ?? sql`order by c.step_id, c.rank, c.id`}`;
}

/** The board's filters as conditions on `c` (kanban_cards); the search reads the contact's name through its primary key. */
export function filterConditions(f: KanbanBoardFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.operatorId === 'none') parts.push(sql`c.responsible_operator_id is null`);
  else if (f.operatorId) parts.push(sql`c.responsible_operator_id = ${f.operatorId}`);
  if (f.tagId) parts.push(sql`exists (select 1 from kanban_card_tags ft where ft.card_id = c.id and ft.tag_id = ${f.tagId})`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(sql`(c.title ilike ${pattern} or exists (select 1 from contacts fk where fk.id = c.contact_id and fk.name ilike ${pattern}))`);
  }
  return sql.join(parts, sql` and `);
}

export type ColumnTotals = { stepId: string; count: number; totalCents: number };

/**
 * Every step's count and total value under the filters (steps without cards are absent), or only
 * `stepId`'s (a column's next page: the other columns are not read again).
 */
export async function columnTotals(orm: NodePgDatabase, kanbanId: string, filters: KanbanBoardFilters, stepId?: string): Promise<Map<string, ColumnTotals>> {
  const oneStep = stepId ? sql`and c.step_id = ${stepId}` : sql``;
  const rows = await orm.execute<{ step_id: string; n: number; total: string | number }>(sql`
    select c.step_id, count(*)::int as n, coalesce(sum(c.value_cents), 0)::bigint as total
      from kanban_cards c where c.kanban_id = ${kanbanId} ${oneStep} and ${filterConditions(filters)}
     group by c.step_id`);
  return new Map(rows.rows.map((r) => [r.step_id, { stepId: r.step_id, count: r.n, totalCents: Number(r.total) }]));
}

/** The first `limit + 1` cards of every step of the board under the filters (the extra one says a next page exists). */
export async function firstPages(orm: NodePgDatabase, kanbanId: string, filters: KanbanBoardFilters, limit: number): Promise<KanbanCard[]> {
  const source = sql`
    select p.id from kanban_steps s
    cross join lateral (
      select c.id from kanban_cards c
       where c.step_id = s.id and ${filterConditions(filters)}
       order by c.rank, c.id limit ${limit + 1}) p
     where s.kanban_id = ${kanbanId}`;
  return (await orm.execute<CardViewRow>(cardViews(source))).rows.map(toCardView);
}

export type ColumnCursor = { rank: string; id: string };

/** The step's cards after `after` (in (rank, id) order) under the filters: `limit + 1` of them. */
export async function columnPage(orm: NodePgDatabase, stepId: string, filters: KanbanBoardFilters, after: ColumnCursor | null, limit: number): Promise<KanbanCard[]> {
  const keyset = after ? sql`and (c.rank, c.id) > (${after.rank}, ${after.id}::uuid)` : sql``;
  const source = sql`
    select c.id from kanban_cards c
     where c.step_id = ${stepId} and ${filterConditions(filters)} ${keyset}
     order by c.rank, c.id limit ${limit + 1}`;
  return (await orm.execute<CardViewRow>(cardViews(source))).rows.map(toCardView);
}

/** Several cards' views in one statement. */
export async function cardViewsOf(orm: NodePgDatabase, cardIds: readonly string[]): Promise<KanbanCard[]> {
  if (cardIds.length === 0) return [];
  return (await orm.execute<CardViewRow>(cardViews(sql`select unnest(${`{${cardIds.join(',')}}`}::uuid[]) as id`))).rows.map(toCardView);
}

export async function cardView(orm: NodePgDatabase, cardId: string): Promise<KanbanCard | undefined> {
  const [row] = (await orm.execute<CardViewRow>(cardViews(sql`select ${cardId}::uuid as id`))).rows;
  return row ? toCardView(row) : undefined;
}

/**
 * The contact's cards with their board and step, on the boards `kanbanIds` (null: every board of
 * the channel), by board name.
 */
export async function contactCardViews(orm: NodePgDatabase, channelId: string, contactId: string, kanbanIds: readonly string[] | null) {
  const reach = kanbanIds === null ? sql`` : sql`and kc.kanban_id = any(${`{${kanbanIds.join(',')}}`}::uuid[])`;
  const source = sql`select kc.id from kanban_cards kc where kc.contact_id = ${contactId} and kc.channel_id = ${channelId} ${reach}`;
  const rows = await orm.execute<CardViewRow & { kanban_name: string; step_name: string; step_color: string }>(
    cardViews(source, {
      columns: sql`, b.name as kanban_name, s.name as step_name, s.color as step_color`,
      joins: sql`join kanbans b on b.id = c.kanban_id join kanban_steps s on s.id = c.step_id`,
      order: sql`order by lower(b.name), c.id`,
    }),
  );
  return rows.rows.map((r) => ({ ...toCardView(r), kanbanName: r.kanban_name, stepName: r.step_name, stepColor: r.step_color }));
}
