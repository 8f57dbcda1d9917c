// The columns side by side inside one DndContext: cards sort within a column and move across columns
// with the mouse, touch (after a short press, so a swipe still scrolls) and the keyboard (space/Enter
// picks up, arrows move, space/Enter drops, Esc cancels), with pt-BR announcements for screen readers.
import { useMemo, useState } from 'react';
import { Paper } from '@mantine/core';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { KanbanBoard, KanbanBoardFilters, KanbanCard } from '@atende/contract';
import { useLoadColumnPage } from '../../api/board';
import { kanbanBoardNamespace } from '../locales';
import { locateCard } from '../model/board-cache';
import { dropTarget, type DragItemData } from '../model/drop-target';
import { useBoardMove } from '../hooks/use-board-move';
import { BoardColumn } from './board-column';
import { CardFace, type TagLook } from './card-face';
import classes from './board.module.css';

type BoardCanvasProps = {
  board: KanbanBoard;
  filters: KanbanBoardFilters;
  tags: ReadonlyMap<string, TagLook>;
  today: string;
  onOpen: (card: KanbanCard) => void;
};

const itemData = (data: { current?: unknown } | undefined) => data?.current as DragItemData | undefined;

export function BoardCanvas({ board, filters, tags, today, onOpen }: BoardCanvasProps) {
  const { t } = useTranslation(kanbanBoardNamespace);
  const kanbanId = board.kanban._id;
  const { moveCard, pending } = useBoardMove(kanbanId, filters);
  const loadPage = useLoadColumnPage(kanbanId, filters);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overStepId, setOverStepId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const steps = useMemo(() => [...board.kanban.steps].sort((a, b) => a.position - b.position), [board.kanban.steps]);
  const columns = useMemo(() => new Map(board.columns.map((c) => [c.stepId, c])), [board.columns]);
  const stepName = (stepId: string | undefined) => steps.find((s) => s._id === stepId)?.name ?? '';
  const titleOf = (id: string | number) => locateCard(board, String(id))?.card.title ?? '';
  const active = activeId ? locateCard(board, activeId)?.card : undefined;

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t('drag.picked', { title: titleOf(a.id) }),
    onDragOver: ({ active: a, over }) => (over ? t('drag.over', { title: titleOf(a.id), step: stepName(itemData(over.data)?.stepId) }) : undefined),
    onDragEnd: ({ active: a, over }) => (over ? t('drag.dropped', { title: titleOf(a.id), step: stepName(itemData(over.data)?.stepId) }) : undefined),
    onDragCancel: ({ active: a }) => t('drag.cancelled', { title: titleOf(a.id) }),
  };

  const reset = () => {
    setActiveId(null);
    setOverStepId(null);
  };
  const onDragStart = (event: DragStartEvent) => setActiveId(String(event.active.id));
  const onDragOver = (event: DragOverEvent) => setOverStepId(itemData(event.over?.data)?.stepId ?? null);
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    reset();
    if (!over) return;
    const dragged = a.rect.current.translated;
    const belowCenter = !!dragged && dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2;
    const target = dropTarget(board, String(a.id), { id: String(over.id), data: itemData(over.data), belowCenter });
    if (target) moveCard(String(a.id), target.toStepId, target.index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('drag.instructions') } }}
    >
      <div className={classes.board} data-testid="kanban-board">
        {steps.map((step) => {
          const column = columns.get(step._id);
          if (!column) return null;
          return (
            <BoardColumn
              key={step._id}
              step={step}
              column={column}
              tags={tags}
              today={today}
              archived={board.kanban.archived}
              pending={pending}
              highlighted={overStepId === step._id && activeId !== null}
              loadPage={loadPage}
              onOpen={onOpen}
            />
          );
        })}
      </div>
      <DragOverlay>
        {active ? (
          <Paper withBorder p="xs" radius="sm" className={classes.overlay} data-card-id={active._id} data-overlay>
            <CardFace card={active} tags={tags} today={today} />
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
