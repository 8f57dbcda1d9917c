// Pure edits of a cached board (KanbanBoard): the next page of a column appended, a card placed by its
// rank (a socket event, a server answer), a card dropped at an index (the optimistic drag) or removed.
// Counts and totals follow every change, so a column's header stays right without a re-read.
import type { KanbanBoard, KanbanCard, KanbanColumn } from '@atende/contract';

/** Columns are ordered by (rank, id) with rank compared byte-wise (collate "C" on the server). */
export const compareCards = (a: Pick<KanbanCard, 'rank' | '_id'>, b: Pick<KanbanCard, 'rank' | '_id'>) =>
  a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;

const withColumn = (board: KanbanBoard, stepId: string, edit: (column: KanbanColumn) => KanbanColumn): KanbanBoard => ({
  ...board,
  columns: board.columns.map((column) => (column.stepId === stepId ? edit(column) : column)),
});

export function appendColumnPage(board: KanbanBoard, stepId: string, after: string, page: KanbanColumn): KanbanBoard {
  return withColumn(board, stepId, (column) => {
    if (column.nextCursor !== after) return column;
    const known = new Set(column.cards.map((c) => c._id));
    return { ...column, cards: [...column.cards, ...page.cards.filter((c) => !known.has(c._id))], nextCursor: page.nextCursor };
  });
}

export const locateCard = (board: KanbanBoard, cardId: string): { card: KanbanCard; stepId: string; index: number } | null => {
  for (const column of board.columns) {
    const index = column.cards.findIndex((c) => c._id === cardId);
    if (index >= 0) return { card: column.cards[index]!, stepId: column.stepId, index };
  }
  return null;
};

const takeOut = (column: KanbanColumn, card: KanbanCard): KanbanColumn => ({
  ...column,
  cards: column.cards.filter((c) => c._id !== card._id),
  count: Math.max(0, column.count - 1),
  totalCents: column.totalCents - card.valueCents,
});

/**
 * Counted in; shown when it sorts inside the loaded part (else it is on a page not read yet), or when
 * `keep`: a card already on screen in this column (one's own drop at the end of what is loaded) stays.
 */
const putInByRank = (column: KanbanColumn, card: KanbanCard, keep: boolean): KanbanColumn => {
  const last = column.cards[column.cards.length - 1];
  const shown = keep || column.nextCursor === null || (last !== undefined && compareCards(card, last) < 0);
  const cards = shown ? [...column.cards, card].sort(compareCards) : column.cards;
  return { ...column, cards, count: column.count + 1, totalCents: column.totalCents + card.valueCents };
};

/**
 * A card as the server now has it (an answer or a 'kanban.card' event). Returns the board unchanged
 * when the cache already holds this version or a newer one (the echo of one's own move), and null when
 * the board cannot tell where the card was (a card it never loaded and no fromStepId): read it again.
 * `created`: the answer to one's own creation (nowhere before).
 */
export function applyCard(board: KanbanBoard, card: KanbanCard, fromStepId: string | null, created = false): KanbanBoard | null {
  if (!board.columns.some((c) => c.stepId === card.stepId)) return null;
  const found = locateCard(board, card._id);
  if (found && found.card.version >= card.version) return board;
  let next = board;
  if (found) {
    next = withColumn(next, found.stepId, (column) => takeOut(column, found.card));
  } else if (created) {
    // A new card: nothing to take out.
  } else if (fromStepId) {
    // Loaded neither here nor there: it was counted in its old column with (as far as a move goes) its value.
    next = withColumn(next, fromStepId, (column) => ({
      ...column,
      count: Math.max(0, column.count - 1),
      totalCents: column.totalCents - card.valueCents,
    }));
  } else {
    return null;
  }
  return withColumn(next, card.stepId, (column) => putInByRank(column, card, found?.stepId === card.stepId));
}

export function removeCard(board: KanbanBoard, cardId: string, stepId: string): KanbanBoard | null {
  const found = locateCard(board, cardId);
  if (found) return withColumn(board, found.stepId, (column) => takeOut(column, found.card));
  // Not loaded: its column counts one less, but its value is unknown.
  return board.columns.some((c) => c.stepId === stepId) ? null : board;
}

/** The optimistic drop: the card taken out and put at `index` of `toStepId` as the user sees it. */
export function dropCard(board: KanbanBoard, cardId: string, toStepId: string, index: number): KanbanBoard {
  const found = locateCard(board, cardId);
  if (!found) return board;
  const moved: KanbanCard = { ...found.card, stepId: toStepId };
  const next = withColumn(board, found.stepId, (column) => takeOut(column, found.card));
  return withColumn(next, toStepId, (column) => {
    const cards = [...column.cards];
    cards.splice(Math.max(0, Math.min(index, cards.length)), 0, moved);
    return { ...column, cards, count: column.count + 1, totalCents: column.totalCents + moved.valueCents };
  });
}

/** The neighbours the move request names: the cards just above and below where it now sits. */
export function neighboursOf(board: KanbanBoard, cardId: string): { afterCardId: string | null; beforeCardId: string | null } {
  const found = locateCard(board, cardId);
  if (!found) return { afterCardId: null, beforeCardId: null };
  const cards = board.columns.find((c) => c.stepId === found.stepId)!.cards;
  return { afterCardId: cards[found.index - 1]?._id ?? null, beforeCardId: cards[found.index + 1]?._id ?? null };
}
