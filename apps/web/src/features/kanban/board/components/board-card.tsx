// A card in its column, sortable with @dnd-kit: the card itself is the drag handle for the pointer and
// for the keyboard (space/Enter picks it up), while the buttons inside it keep their own keys.
import { Paper } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KanbanCard } from '@atende/contract';
import type { DragItemData } from '../model/drop-target';
import { CardFace, type TagLook } from './card-face';
import classes from './board.module.css';

type BoardCardProps = {
  card: KanbanCard;
  index: number;
  tags: ReadonlyMap<string, TagLook>;
  today: string;
  /** Its move is on the way, or the board is archived: not draggable now. */
  locked: boolean;
  pending: boolean;
  onOpen: (card: KanbanCard) => void;
};

export function BoardCard({ card, index, tags, today, locked, pending, onOpen }: BoardCardProps) {
  const data: DragItemData = { type: 'card', stepId: card.stepId };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card._id,
    data,
    disabled: locked,
  });
  const className = [classes.card, pending ? classes.cardPending : '', isDragging ? classes.cardDragging : ''].filter(Boolean).join(' ');
  return (
    <Paper
      ref={(node) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      }}
      withBorder
      p="xs"
      radius="sm"
      className={className}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-card-id={card._id}
      data-step-id={card.stepId}
      data-index={index}
      {...attributes}
      {...listeners}
      aria-busy={pending || undefined}
      onClick={() => onOpen(card)}
    >
      <CardFace card={card} tags={tags} today={today} onOpen={() => onOpen(card)} />
    </Paper>
  );
}
