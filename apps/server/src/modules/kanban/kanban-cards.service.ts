// Cards on a board: the board's screen (every column's count, total and first page), a column's next
// pages, one card and its history, create, edit, move and delete, and what an operator uses from the
// attendance panel (the boards open to them, a contact's cards). Every write holds the card's row
// lock and checks the version the caller read (409 kanban_card_conflict otherwise: one of two
// concurrent moves wins), writes its history and its stay in the step in the same transaction, and
// is announced after the commit ('kanban.card_changed', 'kanban.card_entered_step' when the step
// has an automatic action).
import {
  KANBAN_COLUMN_PAGE,
  type KanbanBoard,
  type KanbanBoardFilters,
  type KanbanCard,
  type KanbanColumn,
  type KanbanHistoryEntry,
  type KanbanWithSteps,
} from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds, foreignId } from '../../platform/db/owned-ids.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
import { fail } from '../../platform/http/errors.js';
import { operators, tags } from '../../schema/index.js';
import type { KanbanCaller } from './kanban-caller.js';
import { availableKanbans, findKanban, findStep, listSteps, stepsOfKanbans, toKanbanView, toStepView, type KanbanRecord, type StepRecord } from './kanban-boards.repository.js';
import { cardView, columnPage, columnTotals, contactCardViews, firstPages } from './kanban-card-view.repository.js';
import {
  attendanceContact,
  cardTagIds,
  deleteCard,
  findCard,
  findContact,
  historyOf,
  insertCard,
  insertHistory,
  lockCard,
  lockCardForMove,
  recordMove,
  openSpell,
  closeSpell,
  setCardTags,
  setOpenSpellValue,
  updateCard,
  type CardRecord,
  type HistoryValues,
} from './kanban-cards.repository.js';
import { firstRankOf } from './kanban-transfer.repository.js';
import { decodeCursor, encodeCursor, ranksOnTop } from './kanban-rank.js';
import { assertReach, assertServes, boardOpenTo, reachDepartments } from './kanban-reach.js';
import { placeCard, type MoveInput } from './kanban-card-move.js';

type Tx = Parameters<Parameters<AppContext['db']['orm']['transaction']>[0]>[0];

export type CardCreateInput = {
  stepId: string;
  contactId?: string | undefined;
  attendanceId?: string | undefined;
  title?: string | undefined;
  valueCents: number;
  responsibleOperatorId: string | null;
  tagIds: string[];
  dueDate: string | null;
  notes: string;
};

export type CardPatchInput = {
  title?: string | undefined;
  valueCents?: number | undefined;
  responsibleOperatorId?: string | null | undefined;
  tagIds?: string[] | undefined;
  dueDate?: string | null | undefined;
  notes?: string | undefined;
  version: number;
};

/** A step that runs something when a card enters it. */
const hasAction = (step: StepRecord): boolean => step.action.kind !== 'none';

/** A column's cards as asked (`limit + 1` read): the page and the cursor of the next one. */
function pageOf(stepId: string, cards: KanbanCard[], limit: number, totals: { count: number; totalCents: number } | undefined): KanbanColumn {
  const shown = cards.slice(0, limit);
  const last = shown[shown.length - 1];
  return { stepId, count: totals?.count ?? 0, totalCents: totals?.totalCents ?? 0, cards: shown, nextCursor: cards.length > limit && last ? encodeCursor(last) : null };
}

export function createKanbanCardsService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  const announce = (channelId: string, card: KanbanCard, fromStepId: string | null) =>
    ctx.bus.emit('kanban.card_changed', { channelId, kanbanId: card.kanbanId, cardId: card._id, fromStepId, card });

  async function mustFindBoard(caller: KanbanCaller, kanbanId: string): Promise<KanbanRecord> {
    const board = await findKanban(orm, caller.channelId, kanbanId);
    if (!board) throw fail('kanban_not_found');
    return board;
  }

  /** The board for a write: live (not archived) and, for an operator, open to their departments. */
  async function writableBoard(caller: KanbanCaller, kanbanId: string): Promise<KanbanRecord> {
    const board = await mustFindBoard(caller, kanbanId);
    if (board.archivedAt) throw fail('kanban_archived');
    if (caller.limited && !boardOpenTo(board, await reachDepartments(orm, caller))) throw fail('kanban_not_available');
    return board;
  }

  async function mustFindStep(orm_: typeof orm | Tx, kanbanId: string, stepId: string): Promise<StepRecord> {
    const step = await findStep(orm_, kanbanId, stepId);
    if (!step) throw fail('kanban_step_not_found');
    return step;
  }

  async function mustView(cardId: string): Promise<KanbanCard> {
    const card = await cardView(orm, cardId);
    if (!card) throw fail('kanban_card_not_found');
    return card;
  }

  /** The card of this board, seen by a caller who may reach it (an operator: a contact they serve). */
  async function readableCard(caller: KanbanCaller, kanbanId: string, cardId: string): Promise<CardRecord> {
    const board = await mustFindBoard(caller, kanbanId);
    const card = await findCard(orm, kanbanId, cardId);
    if (!card) throw fail('kanban_card_not_found');
    await assertReach(orm, caller, board, card.contactId);
    return card;
  }

  /** The card locked, at the version the caller read. */
  async function lockedAt(tx: Tx, kanbanId: string, cardId: string, version: number): Promise<CardRecord> {
    const card = await lockCard(tx, kanbanId, cardId);
    if (!card) throw fail('kanban_card_not_found');
    if (card.version !== version) throw fail('kanban_card_conflict');
    return card;
  }

  const who = (caller: KanbanCaller) => ({ userId: caller.userId, userName: caller.userName });

  async function board(caller: KanbanCaller, kanbanId: string, filters: KanbanBoardFilters): Promise<KanbanBoard> {
    const row = await mustFindBoard(caller, kanbanId);
    const steps = await listSteps(orm, kanbanId);
    const [totals, cards] = await Promise.all([columnTotals(orm, kanbanId, filters), firstPages(orm, kanbanId, filters, KANBAN_COLUMN_PAGE)]);
    const byStep = new Map<string, KanbanCard[]>();
    for (const card of cards) byStep.set(card.stepId, [...(byStep.get(card.stepId) ?? []), card]);
    const kanban: KanbanWithSteps = { ...toKanbanView(row), steps: steps.map(toStepView) };
    return {
      statusCode: 200,
      kanban,
      columns: steps.map((s) => pageOf(s.id, byStep.get(s.id) ?? [], KANBAN_COLUMN_PAGE, totals.get(s.id))),
    };
  }

  async function column(caller: KanbanCaller, kanbanId: string, stepId: string, q: KanbanBoardFilters & { after?: string | undefined; limit: number }): Promise<KanbanColumn> {
    await mustFindBoard(caller, kanbanId);
    await mustFindStep(orm, kanbanId, stepId);
    const after = q.after ? decodeCursor(q.after) : null;
    if (q.after && !after) throw fail('kanban_cursor_invalid');
    const filters: KanbanBoardFilters = { operatorId: q.operatorId, tagId: q.tagId, search: q.search };
    const [totals, cards] = await Promise.all([columnTotals(orm, kanbanId, filters, stepId), columnPage(orm, stepId, filters, after, q.limit)]);
    return pageOf(stepId, cards, q.limit, totals.get(stepId));
  }

  async function read(caller: KanbanCaller, kanbanId: string, cardId: string): Promise<KanbanCard> {
    await readableCard(caller, kanbanId, cardId);
    return mustView(cardId);
  }

  async function history(caller: KanbanCaller, kanbanId: string, cardId: string): Promise<KanbanHistoryEntry[]> {
    await readableCard(caller, kanbanId, cardId);
    return historyOf(orm, cardId);
  }

  async function checkIds(channelId: string, input: { responsibleOperatorId?: string | null | undefined; tagIds?: string[] | undefined }): Promise<void> {
    await assertOwnedIds(orm, operators, channelId, input.responsibleOperatorId, 'operator');
    await assertOwnedIds(orm, tags, channelId, input.tagIds, 'tag');
  }

  /** The contact the card is for: the one named, or the attendance's. */
  async function contactOf(caller: KanbanCaller, input: CardCreateInput): Promise<{ id: string; name: string | null }> {
    let contactId = input.contactId;
    if (input.attendanceId) {
      const ofAttendance = await attendanceContact(orm, caller.channelId, input.attendanceId);
      if (!ofAttendance) throw foreignId('attendance');
      if (contactId && contactId !== ofAttendance) throw foreignId('attendance');
      contactId = ofAttendance;
    }
    const contact = contactId ? await findContact(orm, caller.channelId, contactId) : undefined;
    if (!contact) throw foreignId('contact');
    return contact;
  }

  async function create(caller: KanbanCaller, kanbanId: string, input: CardCreateInput): Promise<KanbanCard> {
    await writableBoard(caller, kanbanId);
    const step = await mustFindStep(orm, kanbanId, input.stepId);
    const contact = await contactOf(caller, input);
    await assertServes(orm, caller, contact.id);
    await checkIds(caller.channelId, input);
    const now = clock();
    const title = input.title ?? (contact.name?.trim() || 'Contato');
    const { card, spellId } = await orm
      .transaction(async (tx) => {
        const [rank] = ranksOnTop(await firstRankOf(tx, step.id), 1);
        const row = await insertCard(tx, {
          channelId: caller.channelId,
          kanbanId,
          stepId: step.id,
          contactId: contact.id,
          attendanceId: input.attendanceId ?? null,
          title,
          valueCents: input.valueCents,
          responsibleOperatorId: input.responsibleOperatorId,
          dueDate: input.dueDate,
          notes: input.notes,
          rank: rank ?? 'a0',
          stepEnteredAt: now,
          createdBy: caller.userId || null,
          createdAt: now,
          updatedAt: now,
        });
        await setCardTags(tx, row.id, input.tagIds);
        await insertHistory(tx, [{ channelId: caller.channelId, cardId: row.id, kind: 'created', ...who(caller), toStepId: step.id, details: { valueCents: input.valueCents } }]);
        const spell = await openSpell(tx, {
          channelId: caller.channelId,
          kanbanId,
          cardId: row.id,
          stepId: step.id,
          outcome: step.outcome,
          valueCents: input.valueCents,
          userId: caller.userId || null,
          operatorId: caller.operatorId,
          enteredAt: now,
          actionPending: hasAction(step),
        });
        return { card: row, spellId: hasAction(step) ? spell : null };
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw fail('kanban_card_exists');
        throw err;
      });
    const view = await mustView(card.id);
    announce(caller.channelId, view, null);
    if (spellId) ctx.bus.emit('kanban.card_entered_step', { channelId: caller.channelId, kanbanId, cardId: card.id, spellId });
    return view;
  }

  /** The history rows of an edit: one 'edited' with every changed field but the value, one 'value' for the value. */
  function editHistory(caller: KanbanCaller, before: CardRecord, beforeTags: string[], patch: CardPatchInput): HistoryValues[] {
    const changed: Record<string, [unknown, unknown]> = {};
    const compare = (field: string, from: unknown, to: unknown) => {
      if (to !== undefined && JSON.stringify(from) !== JSON.stringify(to)) changed[field] = [from, to];
    };
    compare('title', before.title, patch.title);
    compare('responsibleOperatorId', before.responsibleOperatorId, patch.responsibleOperatorId);
    compare('tagIds', beforeTags, patch.tagIds ? [...new Set(patch.tagIds)].sort() : undefined);
    compare('dueDate', before.dueDate, patch.dueDate);
    compare('notes', before.notes, patch.notes);
    const rows: HistoryValues[] = [];
    const base = { channelId: before.channelId, cardId: before.id, ...who(caller), fromStepId: before.stepId, toStepId: before.stepId };
    if (Object.keys(changed).length > 0) rows.push({ ...base, kind: 'edited', details: changed });
    if (patch.valueCents !== undefined && patch.valueCents !== before.valueCents) rows.push({ ...base, kind: 'value', details: { from: before.valueCents, to: patch.valueCents } });
    return rows;
  }

  async function patch(caller: KanbanCaller, kanbanId: string, cardId: string, input: CardPatchInput): Promise<KanbanCard> {
    await writableBoard(caller, kanbanId);
    await checkIds(caller.channelId, input);
    await orm.transaction(async (tx) => {
      const before = await lockedAt(tx, kanbanId, cardId, input.version);
      await assertServes(tx, caller, before.contactId);
      const rows = editHistory(caller, before, await cardTagIds(tx, cardId), input);
      if (rows.length === 0) return;
      await updateCard(tx, cardId, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.valueCents !== undefined ? { valueCents: input.valueCents } : {}),
        ...(input.responsibleOperatorId !== undefined ? { responsibleOperatorId: input.responsibleOperatorId } : {}),
        ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      });
      if (input.tagIds) await setCardTags(tx, cardId, input.tagIds);
      if (input.valueCents !== undefined && input.valueCents !== before.valueCents) await setOpenSpellValue(tx, cardId, input.valueCents);
      await insertHistory(tx, rows);
    });
    const view = await mustView(cardId);
    announce(caller.channelId, view, null);
    return view;
  }

  async function move(caller: KanbanCaller, kanbanId: string, cardId: string, input: MoveInput): Promise<KanbanCard> {
    // An operator's reach needs the board's departments; the owner's and managers' board checks ride on the card's lock.
    if (caller.limited) await writableBoard(caller, kanbanId);
    const now = clock();
    const { fromStepId, spellId } = await orm.transaction(async (tx) => {
      const locked = await lockCardForMove(tx, caller.channelId, kanbanId, cardId, input.stepId);
      if (!locked) throw fail((await findKanban(tx, caller.channelId, kanbanId)) ? 'kanban_card_not_found' : 'kanban_not_found');
      const { card: before, step } = locked;
      if (locked.archived) throw fail('kanban_archived');
      if (before.version !== input.version) throw fail('kanban_card_conflict');
      if (!step) throw fail('kanban_step_not_found');
      await assertServes(tx, caller, before.contactId);
      const rank = await placeCard(tx, kanbanId, cardId, input);
      const entering = step.id !== before.stepId;
      await updateCard(tx, cardId, { stepId: step.id, rank, ...(entering ? { stepEnteredAt: now } : {}) });
      const spell = await recordMove(tx, {
        channelId: caller.channelId,
        kanbanId,
        cardId,
        fromStepId: before.stepId,
        toStepId: step.id,
        ...who(caller),
        operatorId: caller.operatorId,
        outcome: step.outcome,
        actionPending: entering && hasAction(step),
        valueCents: before.valueCents,
        at: now,
      });
      return { fromStepId: before.stepId, spellId: entering && hasAction(step) ? spell : null };
    });
    const view = await mustView(cardId);
    announce(caller.channelId, view, fromStepId);
    if (spellId) ctx.bus.emit('kanban.card_entered_step', { channelId: caller.channelId, kanbanId, cardId, spellId });
    return view;
  }

  async function remove(caller: KanbanCaller, kanbanId: string, cardId: string): Promise<void> {
    const boardRow = await mustFindBoard(caller, kanbanId);
    const stepId = await orm.transaction(async (tx) => {
      const card = await lockCard(tx, kanbanId, cardId);
      if (!card) throw fail('kanban_card_not_found');
      await assertReach(tx, caller, boardRow, card.contactId);
      await closeSpell(tx, cardId, clock());
      await deleteCard(tx, cardId);
      return card.stepId;
    });
    ctx.bus.emit('kanban.card_removed', { channelId: caller.channelId, kanbanId, cardId, stepId });
  }

  /** The boards (with steps) the caller may put cards on from the panel. */
  async function available(caller: KanbanCaller): Promise<KanbanWithSteps[]> {
    const boards = await availableKanbans(orm, caller.channelId, await reachDepartments(orm, caller));
    const steps = await stepsOfKanbans(orm, boards.map((b) => b.id));
    return boards.map((b) => ({ ...toKanbanView(b), steps: (steps.get(b.id) ?? []).map(toStepView) }));
  }

  /** The contact's cards on the boards the caller may use (an operator: those open to their departments). */
  async function contactCards(caller: KanbanCaller, contactId: string) {
    if (!(await findContact(orm, caller.channelId, contactId))) throw foreignId('contact');
    const reach = caller.limited ? (await availableKanbans(orm, caller.channelId, await reachDepartments(orm, caller))).map((b) => b.id) : null;
    return contactCardViews(orm, caller.channelId, contactId, reach);
  }

  return { board, column, read, history, create, patch, move, remove, available, contactCards };
}

export type KanbanCardsService = ReturnType<typeof createKanbanCardsService>;
