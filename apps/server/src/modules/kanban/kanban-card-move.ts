// Where a moved card lands in its column: between the neighbours the mover saw, as the database has
// them now. The mover names the card that ends up just above (`afterCardId`) and/or just below
// (`beforeCardId`); a neighbour that is no longer in the target step means the mover's board is stale
// (409, the board refreshes). With only one neighbour named, the other bound is that neighbour's
// actual next card, so a card dropped at the end of the loaded part never jumps over cards that were
// not loaded yet. The new rank is a fractional-indexing key: one row written, no renumbering.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fail } from '../../platform/http/errors.js';
import { cardPlace, neighbourRank, rankAbove } from './kanban-cards.repository.js';
import { rankBetween } from './kanban-rank.js';

export type MoveInput = { stepId: string; afterCardId: string | null; beforeCardId: string | null; version: number };

async function neighbour(tx: NodePgDatabase, kanbanId: string, stepId: string, cardId: string | null, movingId: string) {
  if (!cardId) return null;
  if (cardId === movingId) throw fail('kanban_neighbour_not_found');
  const place = await cardPlace(tx, kanbanId, cardId);
  if (!place || place.stepId !== stepId) throw fail('kanban_neighbour_not_found');
  return place;
}

/** The moving card's new rank in `input.stepId` (the card itself is left out of every bound). */
export async function placeCard(tx: NodePgDatabase, kanbanId: string, cardId: string, input: MoveInput): Promise<string> {
  const after = await neighbour(tx, kanbanId, input.stepId, input.afterCardId, cardId);
  const before = await neighbour(tx, kanbanId, input.stepId, input.beforeCardId, cardId);
  let lo: string | null;
  let hi: string | null;
  if (after) {
    lo = after.rank;
    hi = before ? before.rank : await neighbourRank(tx, input.stepId, after, true, cardId);
  } else {
    hi = before ? before.rank : await neighbourRank(tx, input.stepId, null, true, cardId);
    lo = before ? await neighbourRank(tx, input.stepId, before, false, cardId) : null;
  }
  return rankBetween(lo, hi, (rank) => rankAbove(tx, input.stepId, rank, cardId));
}
