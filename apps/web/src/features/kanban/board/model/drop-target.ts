// Where a dragged card lands, from what dnd-kit reports at the drop: over a card (take its place in
// the same column, as a sortable list does; above or below it in another column, by which half the
// card was dropped on) or over a column itself (its end). Null: nothing changes.
import type { KanbanBoard } from '@atende/contract';
import { locateCard } from './board-cache';

export type DragItemData = { type: 'card'; stepId: string } | { type: 'column'; stepId: string };

export const columnDropId = (stepId: string) => `column:${stepId}`;

export type DropOver = { id: string; data: DragItemData | undefined; belowCenter: boolean };

export function dropTarget(board: KanbanBoard, activeId: string, over: DropOver | null): { toStepId: string; index: number } | null {
  if (!over?.data) return null;
  const from = locateCard(board, activeId);
  if (!from) return null;
  const toStepId = over.data.stepId;
  const column = board.columns.find((c) => c.stepId === toStepId);
  if (!column) return null;
  let index: number;
  if (over.data.type === 'column') {
    // The end of what is loaded (in its own column, the card itself is taken out first).
    index = toStepId === from.stepId ? column.cards.length - 1 : column.cards.length;
  } else {
    const overIndex = column.cards.findIndex((c) => c._id === over.id);
    if (overIndex < 0) return null;
    index = toStepId === from.stepId ? overIndex : overIndex + (over.belowCenter ? 1 : 0);
  }
  if (toStepId === from.stepId && index === from.index) return null;
  return { toStepId, index };
}
