// Deleting a board asks what happens to its cards: they go with it, or they move to the first step
// of another board of the channel, on top of its cards in their old order. A contact that already
// has a card there keeps that one (a contact has one card per board): its card here is dropped.
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import type { KanbanCaller } from './kanban-caller.js';
import { deleteKanban, findKanban, listSteps, type KanbanRecord } from './kanban-boards.repository.js';
import { cardsInBoardOrder, closeBoardSpells, dropCardsAlreadyOn, firstRankOf, transferCards } from './kanban-transfer.repository.js';
import { ranksOnTop } from './kanban-rank.js';

export type BoardDeleteOutcome = { moved: number; removed: number; targetId: string | null };

export async function deleteBoard(
  ctx: AppContext,
  caller: KanbanCaller,
  board: KanbanRecord,
  input: { cards: 'delete' | 'move'; moveTo?: string | undefined },
  clock: () => Date,
): Promise<BoardDeleteOutcome> {
  const orm = ctx.db.orm;
  const { channelId } = caller;
  const now = clock();
  if (input.cards === 'delete' || !input.moveTo) {
    const removed = await orm.transaction(async (tx) => {
      if (!(await findKanban(tx, channelId, board.id, true))) throw fail('kanban_not_found');
      const count = (await cardsInBoardOrder(tx, board.id)).length;
      await closeBoardSpells(tx, channelId, board.id, now);
      await deleteKanban(tx, board.id);
      return count;
    });
    return { moved: 0, removed, targetId: null };
  }

  const targetId = input.moveTo;
  if (targetId === board.id) throw fail('kanban_move_target_same');
  const target = await findKanban(orm, channelId, targetId);
  if (!target) throw fail('kanban_not_found');
  return orm.transaction(async (tx) => {
    // Both boards locked, in id order so two opposite deletions cannot deadlock.
    for (const id of [board.id, targetId].sort()) {
      if (!(await findKanban(tx, channelId, id, true))) throw fail('kanban_not_found');
    }
    const [step] = await listSteps(tx, targetId);
    if (!step) throw fail('kanban_move_target_no_steps');
    await closeBoardSpells(tx, channelId, board.id, now);
    const removed = await dropCardsAlreadyOn(tx, board.id, targetId);
    const ids = await cardsInBoardOrder(tx, board.id);
    const ranks = ranksOnTop(await firstRankOf(tx, step.id), ids.length);
    const placed = ids.map((id, i) => ({ id, rank: ranks[i] ?? '' }));
    await transferCards(
      tx,
      channelId,
      placed,
      { kanbanId: targetId, kanbanName: target.name, stepId: step.id, stepName: step.name, outcome: step.outcome },
      { userId: caller.userId, userName: caller.userName, operatorId: caller.operatorId },
      now,
    );
    await deleteKanban(tx, board.id);
    return { moved: ids.length, removed, targetId };
  });
}
