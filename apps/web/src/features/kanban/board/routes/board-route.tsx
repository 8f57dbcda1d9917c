// /manageKanban?id=<board>: the live board. Its header (name, live room, archived notice, back to the
// list, "Novo cartão"), the filters in the URL, then the columns (BoardCanvas) or their loading,
// failure and no-steps states. ?card=<id> opens a card's side panel, so a link to a card works.
import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { KanbanCard } from '@atende/contract';
import { useContactOperators, useContactTags } from '@/features/contacts';
import { errorMessage } from '@/shared/http/http-client';
import { useUrlPatch } from '@/shared/list/use-url-patch';
import { useSessionUser } from '@/shared/session/session-store';
import { useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { showAlert } from '@/shared/ui/alerts';
import { EmptyState } from '@/shared/ui/empty-state';
import { useKanbanBoard } from '../../api/board';
import { useKanbanLive } from '../../realtime/use-kanban-live';
import { BoardCanvas } from '../components/board-canvas';
import { BoardColumnSkeleton } from '../components/board-column';
import { BoardFilters } from '../components/board-filters';
import { CardDrawer } from '../components/card-drawer';
import type { TagLook } from '../components/card-face';
import { NewCardModal } from '../components/new-card-modal';
import { useBoardFilters } from '../hooks/use-board-filters';
import { kanbanBoardNamespace } from '../locales';
import { todayIn } from '../model/due-date';
import classes from '../components/board.module.css';

const LIST_PATH = '/manageKanbans';

function BackLink() {
  const { t } = useTranslation(kanbanBoardNamespace);
  return (
    <Anchor component={Link} to={LIST_PATH} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {t('back')}
      </Group>
    </Anchor>
  );
}

export function KanbanBoardPage() {
  const { t } = useTranslation(kanbanBoardNamespace);
  const [params] = useUrlPatch();
  const id = params.get('id') ?? '';
  if (!id) {
    return (
      <Alert color="yellow" role="alert" title={t('missingId')}>
        <BackLink />
      </Alert>
    );
  }
  return <BoardPage key={id} kanbanId={id} />;
}

function BoardPage({ kanbanId }: { kanbanId: string }) {
  const { t } = useTranslation(kanbanBoardNamespace);
  const navigate = useNavigate();
  const [params, patch] = useUrlPatch();
  const filterState = useBoardFilters();
  const board = useKanbanBoard(kanbanId, filterState.filters);
  const channelId = useSessionUser()?.channelId ?? '';
  const operators = useContactOperators(channelId).data ?? [];
  const tagOptions = useContactTags(channelId).data;
  const today = todayIn(useChannelTimeZone());
  const [creating, setCreating] = useState(false);
  const { live } = useKanbanLive(kanbanId, () => {
    showAlert('warning', t('deleted'));
    void navigate(LIST_PATH, { replace: true });
  });

  const tags = useMemo(
    () => new Map<string, TagLook>((tagOptions ?? []).map((o) => [o.value, { name: o.label, color: o.color ?? 'gray' }])),
    [tagOptions],
  );
  const openCardId = params.get('card');
  const openCard = (card: KanbanCard) => patch({ card: card._id }, false);
  const closeCard = () => patch({ card: null }, false);

  const kanban = board.data?.kanban;
  const steps = kanban?.steps ?? [];
  const newCard = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} disabled={!kanban || kanban.archived || steps.length === 0} onClick={() => setCreating(true)}>
      {t('newCard.action')}
    </Button>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2}>
          <BackLink />
          <Group gap="sm" wrap="nowrap">
            <Title order={2} size="h3" data-testid="board-name">
              {kanban?.name ?? ''}
            </Title>
            {live && (
              <Badge color="green" variant="dot" data-testid="board-live">
                {t('live')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      {kanban?.archived && (
        <Alert color="gray" role="status">
          {t('archived')}
        </Alert>
      )}
      <BoardFilters state={filterState} operators={operators} tags={tagOptions ?? []} actions={newCard} />
      {board.isError && !board.data ? (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            {errorMessage(board.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void board.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !board.data ? (
        <div className={classes.board} data-testid="board-loading">
          {[0, 1, 2, 3].map((n) => (
            <BoardColumnSkeleton key={n} />
          ))}
        </div>
      ) : steps.length === 0 ? (
        <EmptyState title={t('noSteps')} description={t('noStepsDescription')} action={<BackLink />} />
      ) : (
        <BoardCanvas board={board.data} filters={filterState.filters} tags={tags} today={today} onOpen={openCard} />
      )}
      {board.data && <CardDrawer board={board.data} cardId={openCardId} operators={operators} tags={tagOptions ?? []} onClose={closeCard} />}
      {creating && kanban && <NewCardModal kanbanId={kanbanId} steps={[...steps].sort((a, b) => a.position - b.position)} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
