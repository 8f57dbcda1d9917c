// The contact panel's "Kanban": the contact's cards on the boards the caller may use, each with its
// board, its step as a coloured badge and a step choice that moves the card (on top of the new
// column, against the version read). Someone else's change meanwhile (409) is told in pt-BR and the
// cards are read again.
import { useState } from 'react';
import { Badge, Divider, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { KanbanContactCard, KanbanWithSteps } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess, showAlert } from '@/shared/ui/alerts';
import { useAvailableKanbans } from '../api/available-kanbans';
import { isKanbanConflict, useMoveKanbanCard } from '../api/cards';
import { contactCardsKey, refreshContactCards, useContactKanbanCards } from '../api/contact-cards';
import { useKanbanInPanel } from './add-to-kanban-action';
import { kanbanPanelNamespace } from './locales';

export function ContactKanbanSection({ contactId }: { contactId: string }) {
  const shown = useKanbanInPanel();
  if (!shown) return null;
  return <Section contactId={contactId} />;
}

function Section({ contactId }: { contactId: string }) {
  const { t } = useTranslation(kanbanPanelNamespace);
  const cards = useContactKanbanCards(contactId, true);
  const boards = useAvailableKanbans(true);

  let body;
  if (cards.isLoading) body = <Loader size="sm" aria-label={t('section.loading')} />;
  else if (cards.isError) body = <Text size="sm" c="red">{t('section.loadFailed')}</Text>;
  else if (!cards.data?.length)
    body = (
      <Text size="sm" c="dimmed" data-testid="contact-kanban-empty">
        {t('section.empty')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm" component="ul" aria-label={t('section.list')} m={0} p={0} style={{ listStyle: 'none' }}>
        {cards.data.map((card) => (
          <CardRow key={card._id} card={card} contactId={contactId} board={boards.data?.find((b) => b._id === card.kanbanId)} />
        ))}
      </Stack>
    );

  return (
    <Stack gap={6} component="section" aria-label={t('section.title')}>
      <Divider />
      <Title order={3} size="h6">
        {t('section.title')}
      </Title>
      {body}
    </Stack>
  );
}

/** `board`: the card's board as the caller may use it (absent: archived or out of reach, no moves). */
function CardRow({ card, contactId, board }: { card: KanbanContactCard; contactId: string; board: KanbanWithSteps | undefined }) {
  const { t } = useTranslation(kanbanPanelNamespace);
  const queryClient = useQueryClient();
  const move = useMoveKanbanCard();
  const [pendingStep, setPendingStep] = useState<string | null>(null);
  const steps = [...(board?.steps ?? [])].sort((a, b) => a.position - b.position);

  const moveTo = (stepId: string | null) => {
    if (!stepId || stepId === card.stepId) return;
    const step = steps.find((s) => s._id === stepId);
    setPendingStep(stepId);
    move.mutate(
      { kanbanId: card.kanbanId, cardId: card._id, fromStepId: card.stepId, stepId, afterCardId: null, beforeCardId: null, version: card.version },
      {
        onSuccess: ({ card: moved }) => {
          queryClient.setQueryData<KanbanContactCard[]>(contactCardsKey(contactId), (list) =>
            list?.map((c) => (c._id === moved._id ? { ...c, ...moved, stepName: step?.name ?? c.stepName, stepColor: step?.color ?? c.stepColor } : c)),
          );
          alertSuccess(t('section.moved', { step: step?.name ?? '' }));
        },
        onError: (error) => {
          if (isKanbanConflict(error)) showAlert('warning', t('section.conflict'));
          else alertDanger(errorMessage(error));
          void refreshContactCards(queryClient, contactId);
        },
        onSettled: () => setPendingStep(null),
      },
    );
  };

  return (
    <Stack gap={4} component="li" data-testid="contact-kanban-card">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {card.kanbanName}
        </Text>
        <Badge color={card.stepColor} autoContrast variant="filled" size="sm" data-testid="contact-kanban-step">
          {card.stepName}
        </Badge>
      </Group>
      <Select
        size="xs"
        aria-label={t('section.moveTo', { board: card.kanbanName })}
        placeholder={board ? undefined : t('section.archived')}
        data={steps.map((s) => ({ value: s._id, label: s.name }))}
        value={pendingStep ?? (board ? card.stepId : null)}
        onChange={moveTo}
        disabled={!board || move.isPending}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
    </Stack>
  );
}
