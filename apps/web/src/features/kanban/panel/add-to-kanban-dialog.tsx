// "Adicionar ao kanban": the attendance's contact into a step of a board the operator may use
// (POST /api/kanbans/{id}/cards with the attendance, the step and the value in cents when given).
// A refusal (the contact already on that board, a board no longer available) stays in the dialog.
import { useState } from 'react';
import { Alert, NumberInput, Select, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KANBAN_CARD_VALUE_MAX_CENTS, type KanbanWithSteps } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertSuccess } from '@/shared/ui/alerts';
import { FormModal } from '@/shared/ui/form-modal';
import { useAvailableKanbans } from '../api/available-kanbans';
import { useCreateKanbanCard } from '../api/cards';
import { refreshContactCards } from '../api/contact-cards';
import { kanbanPanelNamespace } from './locales';

type AddToKanbanDialogProps = { opened: boolean; attendanceId: string; contactId: string; onClose: () => void };

const stepsOf = (board: KanbanWithSteps | undefined) => [...(board?.steps ?? [])].sort((a, b) => a.position - b.position);

/** Reais as typed (NumberInput answers a number, or '' / a string while editing) → whole cents; 0 when empty. */
export const centsOf = (value: number | string): number => {
  const reais = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return Number.isFinite(reais) && reais > 0 ? Math.round(reais * 100) : 0;
};

export function AddToKanbanDialog({ opened, attendanceId, contactId, onClose }: AddToKanbanDialogProps) {
  const { t } = useTranslation(kanbanPanelNamespace);
  const queryClient = useQueryClient();
  const boards = useAvailableKanbans(opened);
  const create = useCreateKanbanCard();
  const [kanbanId, setKanbanId] = useState<string | null>(null);
  const [stepId, setStepId] = useState<string | null>(null);
  const [value, setValue] = useState<number | string>('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const board = boards.data?.find((b) => b._id === kanbanId);
  const steps = stepsOf(board);

  const close = () => {
    setKanbanId(null);
    setStepId(null);
    setValue('');
    setRefusal(null);
    create.reset();
    onClose();
  };

  const chooseBoard = (id: string | null) => {
    setKanbanId(id);
    // The first column is where a new customer usually starts.
    setStepId(stepsOf(boards.data?.find((b) => b._id === id))[0]?._id ?? null);
    setRefusal(null);
  };

  const submit = () => {
    if (!kanbanId || !stepId || !board) return;
    const valueCents = centsOf(value);
    setRefusal(null);
    create.mutate(
      { kanbanId, stepId, attendanceId, ...(valueCents > 0 ? { valueCents } : {}) },
      {
        onSuccess: () => {
          alertSuccess(t('add.success', { board: board.name }));
          void refreshContactCards(queryClient, contactId);
          close();
        },
        onError: (error) => setRefusal(errorMessage(error)),
      },
    );
  };

  const noBoards = boards.isSuccess && boards.data.length === 0;
  return (
    <FormModal
      opened={opened}
      title={t('add.title')}
      submitLabel={t('add.submit')}
      submitting={create.isPending}
      submitDisabled={!kanbanId || !stepId}
      onSubmit={submit}
      onClose={close}
    >
      {boards.isError && <Alert color="red">{t('add.loadFailed')}</Alert>}
      {noBoards ? (
        <Text size="sm" c="dimmed" ta="center" py="sm" data-testid="kanban-no-boards">
          {t('add.noBoards')}
        </Text>
      ) : (
        <>
          <Select
            label={t('add.board')}
            placeholder={t('add.boardPlaceholder')}
            data={(boards.data ?? []).map((b) => ({ value: b._id, label: b.name }))}
            value={kanbanId}
            onChange={chooseBoard}
            disabled={boards.isLoading}
            searchable
            required
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={t('add.step')}
            placeholder={t('add.stepPlaceholder')}
            data={steps.map((s) => ({ value: s._id, label: s.name }))}
            value={stepId}
            onChange={setStepId}
            disabled={!board}
            required
            error={board && steps.length === 0 ? t('add.noSteps') : undefined}
            comboboxProps={{ withinPortal: false }}
          />
          <NumberInput
            label={t('add.value')}
            prefix="R$ "
            decimalSeparator=","
            thousandSeparator="."
            decimalScale={2}
            fixedDecimalScale
            min={0}
            max={KANBAN_CARD_VALUE_MAX_CENTS / 100}
            allowNegative={false}
            hideControls
            value={value}
            onChange={setValue}
          />
        </>
      )}
      {refusal && (
        <Alert color="red" role="alert" data-testid="kanban-add-refusal">
          {refusal}
        </Alert>
      )}
    </FormModal>
  );
}
