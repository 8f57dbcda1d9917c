// One step of the board: its header (colour, name, outcome, how many cards and their total in BRL, with
// the filters), its loaded cards as a sortable list, and at the end the next page, asked for when the
// end scrolls into view. A column is also a drop target of its own (an empty one, or below the cards).
import { useCallback } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import type { KanbanCard, KanbanColumn, KanbanStep } from '@atende/contract';
import { kanbanBoardNamespace } from '../locales';
import { formatCents } from '@/shared/money';
import { columnDropId, type DragItemData } from '../model/drop-target';
import { useColumnPaging } from '../hooks/use-column-paging';
import { BoardCard } from './board-card';
import type { TagLook } from './card-face';
import classes from './board.module.css';

const outcomeColors = { open: 'gray', won: 'green', lost: 'red' } as const;

type BoardColumnProps = {
  step: KanbanStep;
  column: KanbanColumn;
  tags: ReadonlyMap<string, TagLook>;
  today: string;
  archived: boolean;
  pending: ReadonlySet<string>;
  /** The dragged card is over this column or one of its cards. */
  highlighted: boolean;
  loadPage: (stepId: string, after: string) => Promise<void>;
  onOpen: (card: KanbanCard) => void;
};

export function BoardColumn({ step, column, tags, today, archived, pending, highlighted, loadPage, onOpen }: BoardColumnProps) {
  const { t } = useTranslation(kanbanBoardNamespace);
  const data: DragItemData = { type: 'column', stepId: step._id };
  const { setNodeRef } = useDroppable({ id: columnDropId(step._id), data });
  const load = useCallback((after: string) => loadPage(step._id, after), [loadPage, step._id]);
  const paging = useColumnPaging(column.nextCursor, load);
  return (
    <section
      className={[classes.column, highlighted ? classes.columnOver : ''].filter(Boolean).join(' ')}
      style={{ ['--step-color' as string]: step.color }}
      aria-label={t('column.label', { name: step.name })}
      data-step-id={step._id}
    >
      <Stack gap={4} className={classes.columnHeader}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} truncate>
            {step.name}
          </Text>
          {step.outcome !== 'open' && (
            <Badge size="sm" color={outcomeColors[step.outcome]} variant="light">
              {t(`outcomeLabels.${step.outcome}`)}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" gap="xs" data-testid="column-totals">
          <Text size="xs" c="dimmed">
            {t('column.count', { count: column.count })}
          </Text>
          <Text size="sm" fw={600}>
            {formatCents(column.totalCents)}
          </Text>
        </Group>
      </Stack>
      <div ref={(node) => { setNodeRef(node); paging.rootRef(node); }} className={classes.columnBody}>
        <SortableContext id={step._id} items={column.cards.map((c) => c._id)} strategy={verticalListSortingStrategy}>
          {column.cards.map((card, index) => (
            <BoardCard
              key={card._id}
              card={card}
              index={index}
              tags={tags}
              today={today}
              locked={archived || pending.has(card._id)}
              pending={pending.has(card._id)}
              onOpen={onOpen}
            />
          ))}
        </SortableContext>
        {column.cards.length === 0 && !column.nextCursor && (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('column.empty')}
          </Text>
        )}
        {column.nextCursor && (
          <div ref={paging.sentinelRef}>
            {paging.loading ? (
              <Stack gap="xs" aria-hidden>
                <Skeleton height={72} radius="sm" />
                <Skeleton height={72} radius="sm" />
              </Stack>
            ) : (
              <Button variant="subtle" size="xs" fullWidth color={paging.failed ? 'red' : undefined} onClick={() => void paging.loadNext()}>
                {t(paging.failed ? 'column.loadMoreFailed' : 'column.loadMore')}
              </Button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** The shape of the board while its first read is on the way. */
export function BoardColumnSkeleton() {
  return (
    <section className={classes.column} aria-hidden>
      <Stack gap={6} className={classes.columnHeader}>
        <Skeleton height={16} width="60%" />
        <Skeleton height={12} width="40%" />
      </Stack>
      <Stack gap="xs" className={classes.columnBody}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={88} radius="sm" />
        ))}
      </Stack>
    </section>
  );
}
