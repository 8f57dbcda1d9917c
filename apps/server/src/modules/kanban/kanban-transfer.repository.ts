// A board deleted with its cards sent to another board: set-based statements (a board may hold
// thousands of cards), inside the deletion's transaction.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

type Who = { userId: string | null; userName: string | null; operatorId: string | null };
type Target = { kanbanId: string; kanbanName: string; stepId: string; stepName: string; outcome: string };

/** Every open stay of the board's cards ends now (the cards leave it, one way or the other). */
export async function closeBoardSpells(tx: NodePgDatabase, channelId: string, kanbanId: string, at: Date): Promise<void> {
  await tx.execute(sql`update kanban_step_spells set left_at = ${at.toISOString()}::timestamptz
                        where channel_id = ${channelId} and kanban_id = ${kanbanId} and left_at is null`);
}

/** Cards whose contact already has a card on the target board are dropped; returns how many. */
export async function dropCardsAlreadyOn(tx: NodePgDatabase, sourceId: string, targetId: string): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`
    with gone as (
      delete from kanban_cards c where c.kanban_id = ${sourceId}
         and exists (select 1 from kanban_cards t where t.kanban_id = ${targetId} and t.contact_id = c.contact_id)
      returning c.id)
    select count(*)::int as n from gone`);
  return rows[0]?.n ?? 0;
}

/** The board's cards in column order (steps by position, then rank and id): the order they arrive in. */
export async function cardsInBoardOrder(tx: NodePgDatabase, kanbanId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select c.id from kanban_cards c join kanban_steps s on s.id = c.step_id
     where c.kanban_id = ${kanbanId} order by s.position, c.rank, c.id`);
  return rows.map((r) => r.id);
}

export async function firstRankOf(tx: NodePgDatabase, stepId: string): Promise<string | null> {
  const { rows } = await tx.execute<{ rank: string }>(sql`select rank from kanban_cards where step_id = ${stepId} order by rank, id limit 1`);
  return rows[0]?.rank ?? null;
}

/**
 * The cards (ids with their new ranks) go to the target's step: a 'moved' history entry naming both
 * boards, the card moved, and a new stay opened there. A bulk move runs no step action (see
 * docs/decisions: deleting a board must not send a template to each of its contacts).
 */
export async function transferCards(tx: NodePgDatabase, channelId: string, placed: ReadonlyArray<{ id: string; rank: string }>, target: Target, who: Who, at: Date): Promise<void> {
  if (placed.length === 0) return;
  const list = JSON.stringify(placed);
  const when = at.toISOString();
  await tx.execute(sql`
    insert into kanban_card_history (channel_id, card_id, kind, user_id, user_name, from_step_id, to_step_id, details, at)
    select c.channel_id, c.id, 'moved', ${who.userId}::uuid, ${who.userName}::text, c.step_id, ${target.stepId}::uuid,
           jsonb_build_object('fromKanbanId', c.kanban_id, 'fromKanbanName', b.name, 'fromStepName', s.name,
                              'toKanbanId', ${target.kanbanId}::text, 'toKanbanName', ${target.kanbanName}::text, 'toStepName', ${target.stepName}::text),
           ${when}::timestamptz
      from jsonb_to_recordset(${list}::jsonb) as v(id uuid, rank text)
      join kanban_cards c on c.id = v.id
      join kanbans b on b.id = c.kanban_id
      join kanban_steps s on s.id = c.step_id`);
  await tx.execute(sql`
    update kanban_cards c set kanban_id = ${target.kanbanId}, step_id = ${target.stepId}, rank = v.rank, version = c.version + 1,
           step_entered_at = ${when}::timestamptz, updated_at = ${when}::timestamptz
      from jsonb_to_recordset(${list}::jsonb) as v(id uuid, rank text)
     where c.id = v.id and c.channel_id = ${channelId}`);
  await tx.execute(sql`
    insert into kanban_step_spells (channel_id, kanban_id, card_id, step_id, outcome, value_cents, user_id, operator_id, entered_at, action_pending)
    select c.channel_id, c.kanban_id, c.id, c.step_id, ${target.outcome}::text, c.value_cents, ${who.userId}::uuid, ${who.operatorId}::uuid, ${when}::timestamptz, false
      from jsonb_to_recordset(${list}::jsonb) as v(id uuid, rank text)
      join kanban_cards c on c.id = v.id`);
}
