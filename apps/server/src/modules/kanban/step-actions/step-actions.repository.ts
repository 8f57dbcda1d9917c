// The step actions' SQL: claiming a spell's pending action (once), the facts the action needs (the
// step's action, the card's contact, the contact's open attendance), the outcome written to the
// card's history, and the spells whose job was never enqueued.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AttendanceStatus, KanbanStepAction } from '@atende/contract';

/** A claimed spell: what its action acts on. `contactId` null: the card is gone (nothing to do). */
export type ClaimedSpell = {
  spellId: string;
  channelId: string;
  kanbanId: string;
  cardId: string;
  stepId: string;
  /** The step's action now (the owner may have changed it since the card entered); null: the step is gone. */
  action: KanbanStepAction | null;
  contactId: string | null;
};

/**
 * Marks the spell's action done and answers it, only when it was pending and not done: of two jobs
 * for one spell (a duplicate delivery, the sweeper racing the listener), exactly one gets it.
 */
export async function claimSpell(orm: NodePgDatabase, spellId: string): Promise<ClaimedSpell | undefined> {
  const res = await orm.execute<{ id: string; channel_id: string; kanban_id: string; card_id: string; step_id: string; action: KanbanStepAction | null; contact_id: string | null }>(sql`
    with claimed as (
      update kanban_step_spells set action_done_at = now()
       where id = ${spellId} and action_pending and action_done_at is null
      returning id, channel_id, kanban_id, card_id, step_id)
    select c.id, c.channel_id, c.kanban_id, c.card_id, c.step_id, s.action, k.contact_id
      from claimed c
      left join kanban_steps s on s.id = c.step_id
      left join kanban_cards k on k.id = c.card_id and k.channel_id = c.channel_id`);
  const row = res.rows[0];
  if (!row) return undefined;
  return { spellId: row.id, channelId: row.channel_id, kanbanId: row.kanban_id, cardId: row.card_id, stepId: row.step_id, action: row.action, contactId: row.contact_id };
}

/** The contact as a template's variables read it (the campaigns' RecipientData, without list columns). */
export type ContactFacts = {
  number: string;
  name: string | null;
  email: string | null;
  code: string | null;
  document: string | null;
  /** The responsible operator's name. */
  responsible: string | null;
};

export async function contactFacts(orm: NodePgDatabase, channelId: string, contactId: string): Promise<ContactFacts | undefined> {
  const res = await orm.execute<ContactFacts>(sql`
    select c.number, c.name, c.email, c.code, c.document, o.name as responsible
      from contacts c
      left join operators o on o.id = c.responsible_operator_id and o.deleted_at is null
     where c.id = ${contactId} and c.channel_id = ${channelId}`);
  return res.rows[0];
}

/** The contact's open attendance (a contact has at most one; the newest if ever more). */
export async function openAttendanceOf(orm: NodePgDatabase, channelId: string, contactId: string, open: readonly AttendanceStatus[]): Promise<string | undefined> {
  const statuses = sql.join(
    open.map((s) => sql`${s}`),
    sql`, `,
  );
  const res = await orm.execute<{ id: string }>(sql`
    select id from attendances
     where channel_id = ${channelId} and contact_id = ${contactId} and status in (${statuses})
     order by created_at desc limit 1`);
  return res.rows[0]?.id;
}

export type ActionOutcome = { action: 'template' | 'department'; ok: boolean; detail: string };

/** The outcome in the card's history: kind 'action', by nobody (the system), in the step it ran for. */
export async function insertActionHistory(orm: NodePgDatabase, spell: Pick<ClaimedSpell, 'channelId' | 'cardId' | 'stepId'>, outcome: ActionOutcome): Promise<void> {
  await orm.execute(sql`
    insert into kanban_card_history (channel_id, card_id, kind, user_id, user_name, from_step_id, to_step_id, details)
    select ${spell.channelId}, ${spell.cardId}, 'action', null, null, null, ${spell.stepId}, ${JSON.stringify(outcome)}::jsonb
     where exists (select 1 from kanban_cards where id = ${spell.cardId})`);
}

export type PendingSpell = { spellId: string; channelId: string; kanbanId: string; cardId: string };

/**
 * Spells whose action is still pending after `enteredBefore`: their job was lost between the move's
 * commit and the enqueue (a crash). Served by kanban_step_spells_action_pending_idx.
 */
export async function pendingSpells(orm: NodePgDatabase, enteredBefore: Date, limit: number): Promise<PendingSpell[]> {
  const res = await orm.execute<{ id: string; channel_id: string; kanban_id: string; card_id: string }>(sql`
    select id, channel_id, kanban_id, card_id from kanban_step_spells
     where action_pending and action_done_at is null and entered_at < ${enteredBefore.toISOString()}::timestamptz
     order by entered_at limit ${limit}`);
  return res.rows.map((r) => ({ spellId: r.id, channelId: r.channel_id, kanbanId: r.kanban_id, cardId: r.card_id }));
}
