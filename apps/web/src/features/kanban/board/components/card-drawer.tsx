// The card's side panel (?card=<id> in the URL, so a link opens it): contact, its step (choosing another
// moves the card to the top of that column), the conversation's state and transcript, the edit form,
// delete (after a confirmation) and the history. Full screen on a phone.
import { useState } from 'react';
import { Alert, Button, Divider, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { Drawer } from '@/shared/ui/drawer';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KanbanBoard, KanbanCard } from '@atende/contract';
import { openTranscript } from '@/features/attendance';
import type { ContactOption } from '@/features/contacts';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess, showAlert } from '@/shared/ui/alerts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { isKanbanConflict, useDeleteKanbanCard, useKanbanCard, useMoveKanbanCard } from '../../api/cards';
import { kanbanBoardNamespace } from '../locales';
import { CardEditForm } from './card-edit-form';
import { CardHistory } from './card-history';
import { ConversationBadge } from './conversation-badge';

type CardDrawerProps = {
  board: KanbanBoard;
  cardId: string | null;
  operators: ContactOption[];
  tags: ContactOption[];
  onClose: () => void;
};

export function CardDrawer({ board, cardId, operators, tags, onClose }: CardDrawerProps) {
  const { t } = useTranslation(kanbanBoardNamespace);
  const mobile = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={!!cardId}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 480}
      title={t('panel.title')}
      closeButtonProps={{ 'aria-label': t('panel.close') }}
    >
      {cardId && <CardPanel key={cardId} board={board} cardId={cardId} operators={operators} tags={tags} onClose={onClose} />}
    </Drawer>
  );
}

function CardPanel({ board, cardId, operators, tags, onClose }: CardDrawerProps & { cardId: string }) {
  const { t } = useTranslation(kanbanBoardNamespace);
  const kanbanId = board.kanban._id;
  const card = useKanbanCard(kanbanId, cardId);
  // The card the form was built from: its version travels with the save. A conflict or a save builds it anew.
  const [formCard, setFormCard] = useState<KanbanCard | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const move = useMoveKanbanCard();
  const remove = useDeleteKanbanCard();
  const steps = [...board.kanban.steps].sort((a, b) => a.position - b.position);

  if (card.isError) {
    return (
      <Alert color="red" role="alert" title={t('panel.loadFailed')}>
        {errorMessage(card.error)}
      </Alert>
    );
  }
  if (!card.data) return <Skeleton height={320} />;
  const current = card.data;
  const editing = formCard ?? current;

  const reload = async (message: string) => {
    setConflict(message);
    const fresh = await card.refetch();
    if (fresh.data) setFormCard(fresh.data);
  };

  const moveTo = (stepId: string | null) => {
    if (!stepId || stepId === current.stepId) return;
    move.mutate(
      { kanbanId, cardId, fromStepId: current.stepId, stepId, afterCardId: null, beforeCardId: null, version: current.version },
      {
        onSuccess: ({ card: moved }) => {
          alertSuccess(t('panel.moved', { step: steps.find((s) => s._id === moved.stepId)?.name ?? '' }));
        },
        onError: (error) => (isKanbanConflict(error) ? showAlert('warning', errorMessage(error)) : alertDanger(errorMessage(error))),
      },
    );
  };

  const confirmDelete = () =>
    remove.mutate(
      { kanbanId, cardId, stepId: current.stepId },
      {
        onSuccess: () => {
          alertSuccess(t('panel.deleted'));
          setConfirming(false);
          onClose();
        },
        onError: (error) => {
          setConfirming(false);
          alertDanger(errorMessage(error));
        },
      },
    );

  const transcriptId = current.conversation.attendanceId;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('panel.contact')}
        </Text>
        <Text fw={600} data-testid="card-contact">
          {current.contactName}
        </Text>
      </Stack>
      <Select
        label={t('panel.step')}
        data={steps.map((s) => ({ value: s._id, label: s.name }))}
        value={current.stepId}
        onChange={moveTo}
        allowDeselect={false}
        disabled={board.kanban.archived || move.isPending}
      />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm">{t('panel.conversation')}</Text>
          <ConversationBadge state={current.conversation.state} />
        </Group>
        {transcriptId && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessages size={14} aria-hidden />}
            onClick={() => void openTranscript(transcriptId, t('card.transcriptFailed'))}
          >
            {t('card.transcript')}
          </Button>
        )}
      </Group>
      <Divider />
      {conflict && (
        <Alert color="yellow" role="alert" withCloseButton onClose={() => setConflict(null)}>
          {conflict}
        </Alert>
      )}
      <CardEditForm
        key={`${editing._id}:${editing.version}`}
        card={editing}
        operators={operators}
        tags={tags}
        disabled={false}
        onSaved={(saved) => {
          setConflict(null);
          setFormCard(saved);
        }}
        onConflict={(message) => void reload(message)}
      />
      <Group justify="flex-start">
        <Button variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming(true)}>
          {t('panel.delete')}
        </Button>
      </Group>
      <Divider />
      <CardHistory kanbanId={kanbanId} cardId={cardId} steps={board.kanban.steps} />
      <ConfirmDialog
        opened={confirming}
        title={t('panel.deleteTitle')}
        message={t('panel.deleteMessage', { title: current.title })}
        confirmLabel={t('panel.delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
