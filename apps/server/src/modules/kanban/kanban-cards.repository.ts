// Card writes and what goes with them: tags, the history (updateHistory) and the spells (a card's
// stay in a step, read by the kanban reports and claimed by the step actions). Services call these
// inside their transactions.
import { and, asc, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { KanbanHistoryEntry, KanbanHistoryKind, KanbanStepOutcome } from '@atende/contract';
import { attendances, contacts, kanbanCardHistory, kanbanCards, kanbanCardTags, kanbans, kanbanSteps, kanbanStepSpells } from '../../schema/index.js';

export type CardRecord = typeof kanbanCards.$inferSelect;
export type NewCard = typeof kanbanCards.$inferInsert;
type Place = { id: string; stepId: string; rank: string };

export async function findCard(orm: NodePgDatabase, kanbanId: string, cardId: string): Promise<CardRecord | undefined> {
  const [row] = await orm.select().from(kanbanCards).where(and(eq(kanbanCards.kanbanId, kanbanId), eq(kanbanCards.id, cardId)));
  return row;
}

/** The card locked until the transaction ends: moves and edits of one card are serialized (its version decides). */
export async function lockCard(tx: NodePgDatabase, kanbanId: string, cardId: string): Promise<CardRecord | undefined> {
  const [row] = await tx
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.kanbanId, kanbanId), eq(kanbanCards.id, cardId)))
    .for('update');
  return row;
}

/**
 * A move's card locked (as lockCard) in the same round trip as what the move checks: its board is the
 * caller's company's and whether it is archived, and the target step of that board (undefined: not on
 * this board). Undefined when the card is not on a board of this company.
 */
export async function lockCardForMove(tx: NodePgDatabase, channelId: string, kanbanId: string, cardId: string, stepId: string) {
  const [row] = await tx
    .select({ card: kanbanCards, step: kanbanSteps, archivedAt: kanbans.archivedAt })
    .from(kanbanCards)
    .innerJoin(kanbans, and(eq(kanbans.id, kanbanCards.kanbanId), eq(kanbans.channelId, channelId)))
    .leftJoin(kanbanSteps, and(eq(kanbanSteps.id, stepId), eq(kanbanSteps.kanbanId, kanbanId)))
    .where(and(eq(kanbanCards.kanbanId, kanbanId), eq(kanbanCards.id, cardId)))
    .for('update', { of: kanbanCards });
  return row ? { card: row.card, step: row.step ?? undefined, archived: row.archivedAt !== null } : undefined;
}

export type MoveRecord = {
  channelId: string;
  kanbanId: string;
  cardId: string;
  fromStepId: string;
  toStepId: string;
  userId: string | null;
  userName: string | null;
  operatorId: string | null;
  /** The target step's outcome and whether its action is pending for this entry. */
  outcome: KanbanStepOutcome;
  actionPending: boolean;
  valueCents: number;
  at: Date;
};

/**
 * A move's records in one statement: its history entry and, when the card changes step, its stay
 * closed and the new one opened (data-modifying CTEs all run; the update reads the rows as they were
 * before the statement, so it never closes the stay it opens). Returns the new stay's id.
 */
export async function recordMove(tx: NodePgDatabase, m: MoveRecord): Promise<string | null> {
  const at = m.at.toISOString();
  const entering = m.fromStepId !== m.toStepId;
  const { rows } = await tx.execute<{ spell_id: string | null }>(sql`
    with history as (
      insert into kanban_card_history (channel_id, card_id, kind, user_id, user_name, from_step_id, to_step_id, at)
      values (${m.channelId}, ${m.cardId}, 'moved', ${m.userId}, ${m.userName}, ${m.fromStepId}, ${m.toStepId}, ${at}::timestamptz)),
    closed as (
      update kanban_step_spells set left_at = ${at}::timestamptz
       where card_id = ${m.cardId} and left_at is null and ${entering})
    , opened as (
      insert into kanban_step_spells (channel_id, kanban_id, card_id, step_id, outcome, value_cents, user_id, operator_id, entered_at, action_pending)
      select ${m.channelId}, ${m.kanbanId}, ${m.cardId}, ${m.toStepId}, ${m.outcome}, ${m.valueCents}, ${m.userId}, ${m.operatorId}, ${at}::timestamptz, ${m.actionPending}
       where ${entering}
      returning id)
    select (select id from opened) as spell_id`);
  return rows[0]?.spell_id ?? null;
}

/** A card of the board by id, where it is now (a move's neighbour). */
export async function cardPlace(tx: NodePgDatabase, kanbanId: string, cardId: string): Promise<Place | undefined> {
  const [row] = await tx
    .select({ id: kanbanCards.id, stepId: kanbanCards.stepId, rank: kanbanCards.rank })
    .from(kanbanCards)
    .where(and(eq(kanbanCards.kanbanId, kanbanId), eq(kanbanCards.id, cardId)));
  return row;
}

/**
 * The rank of the card next to `from` in the step's (rank, id) order, `below` or above it, leaving
 * out `exceptId` (the card being moved); `from` null: the column's first (below) or last card.
 */
export async function neighbourRank(tx: NodePgDatabase, stepId: string, from: Place | null, below: boolean, exceptId: string | null): Promise<string | null> {
  const c = kanbanCards;
  const beyond = from
    ? below
      ? or(gt(c.rank, from.rank), and(eq(c.rank, from.rank), gt(c.id, from.id)))
      : or(lt(c.rank, from.rank), and(eq(c.rank, from.rank), lt(c.id, from.id)))
    : undefined;
  const [row] = await tx
    .select({ rank: c.rank })
    .from(c)
    .where(and(eq(c.stepId, stepId), beyond, exceptId ? ne(c.id, exceptId) : undefined))
    .orderBy(...(below ? [asc(c.rank), asc(c.id)] : [desc(c.rank), desc(c.id)]))
    .limit(1);
  return row?.rank ?? null;
}

/** The first rank of the step strictly above `rank` (past cards that share it). */
export async function rankAbove(tx: NodePgDatabase, stepId: string, rank: string, exceptId: string | null): Promise<string | null> {
  const [row] = await tx
    .select({ rank: kanbanCards.rank })
    .from(kanbanCards)
    .where(and(eq(kanbanCards.stepId, stepId), gt(kanbanCards.rank, rank), exceptId ? ne(kanbanCards.id, exceptId) : undefined))
    .orderBy(asc(kanbanCards.rank), asc(kanbanCards.id))
    .limit(1);
  return row?.rank ?? null;
}

export async function insertCard(tx: NodePgDatabase, values: NewCard): Promise<CardRecord> {
  const [row] = await tx.insert(kanbanCards).values(values).returning();
  if (!row) throw new Error('kanban card insert returned nothing');
  return row;
}

/** Any change bumps the version: a mover or editor holding the old one is refused. */
export async function updateCard(tx: NodePgDatabase, id: string, values: Partial<NewCard>): Promise<CardRecord> {
  const [row] = await tx
    .update(kanbanCards)
    .set({ ...values, version: sql`${kanbanCards.version} + 1`, updatedAt: new Date() })
    .where(eq(kanbanCards.id, id))
    .returning();
  if (!row) throw new Error('kanban card vanished');
  return row;
}

export async function deleteCard(tx: NodePgDatabase, id: string): Promise<void> {
  await tx.delete(kanbanCards).where(eq(kanbanCards.id, id));
}

export async function cardTagIds(orm: NodePgDatabase, cardId: string): Promise<string[]> {
  const rows = await orm.select({ tagId: kanbanCardTags.tagId }).from(kanbanCardTags).where(eq(kanbanCardTags.cardId, cardId)).orderBy(asc(kanbanCardTags.tagId));
  return rows.map((r) => r.tagId);
}

export async function setCardTags(tx: NodePgDatabase, cardId: string, tagIds: readonly string[]): Promise<void> {
  await tx.delete(kanbanCardTags).where(eq(kanbanCardTags.cardId, cardId));
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) await tx.insert(kanbanCardTags).values(unique.map((tagId) => ({ cardId, tagId })));
}

export type HistoryValues = {
  channelId: string;
  cardId: string;
  kind: KanbanHistoryKind;
  userId: string | null;
  userName: string | null;
  fromStepId?: string | null;
  toStepId?: string | null;
  details?: Record<string, unknown>;
  /** Absent: the database's now(). */
  at?: Date;
};

export async function insertHistory(tx: NodePgDatabase, rows: readonly HistoryValues[]): Promise<void> {
  if (rows.length > 0) await tx.insert(kanbanCardHistory).values([...rows]);
}

/** Newest first; entries of one statement (an edit's value and fields) keep their insertion order reversed by id. */
export async function historyOf(orm: NodePgDatabase, cardId: string): Promise<KanbanHistoryEntry[]> {
  const rows = await orm.select().from(kanbanCardHistory).where(eq(kanbanCardHistory.cardId, cardId)).orderBy(desc(kanbanCardHistory.at), desc(kanbanCardHistory.id));
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    at: r.at.toISOString(),
    userId: r.userId,
    userName: r.userName,
    fromStepId: r.fromStepId,
    toStepId: r.toStepId,
    details: r.details,
  }));
}

export type SpellValues = {
  channelId: string;
  kanbanId: string;
  cardId: string;
  stepId: string;
  outcome: KanbanStepOutcome;
  valueCents: number;
  userId: string | null;
  operatorId: string | null;
  enteredAt: Date;
  actionPending: boolean;
};

export async function openSpell(tx: NodePgDatabase, values: SpellValues): Promise<string> {
  const [row] = await tx.insert(kanbanStepSpells).values(values).returning({ id: kanbanStepSpells.id });
  if (!row) throw new Error('kanban spell insert returned nothing');
  return row.id;
}

/** The card leaves its step (through kanban_step_spells_card_open_idx). */
export async function closeSpell(tx: NodePgDatabase, cardId: string, at: Date): Promise<void> {
  await tx
    .update(kanbanStepSpells)
    .set({ leftAt: at })
    .where(and(eq(kanbanStepSpells.cardId, cardId), isNull(kanbanStepSpells.leftAt)));
}

/** The value the reports read for the card's current stay follows an edit of the card's value. */
export async function setOpenSpellValue(tx: NodePgDatabase, cardId: string, valueCents: number): Promise<void> {
  await tx
    .update(kanbanStepSpells)
    .set({ valueCents })
    .where(and(eq(kanbanStepSpells.cardId, cardId), isNull(kanbanStepSpells.leftAt)));
}

/** The contact of one of the channel's attendances. */
export async function attendanceContact(orm: NodePgDatabase, channelId: string, attendanceId: string): Promise<string | undefined> {
  const [row] = await orm
    .select({ contactId: attendances.contactId })
    .from(attendances)
    .where(and(eq(attendances.channelId, channelId), eq(attendances.id, attendanceId)));
  return row?.contactId;
}

export async function findContact(orm: NodePgDatabase, channelId: string, contactId: string): Promise<{ id: string; name: string | null } | undefined> {
  const [row] = await orm
    .select({ id: contacts.id, name: contacts.name })
    .from(contacts)
    .where(and(eq(contacts.channelId, channelId), eq(contacts.id, contactId)));
  return row;
}
