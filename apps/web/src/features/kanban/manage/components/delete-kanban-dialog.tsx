// Deleting a board: a board with cards first asks what happens to them (deleted, or moved to another
// active board, whose first step they join), then asks for confirmation saying exactly that; a board
// without cards only asks for confirmation. DELETE ...?cards=delete | cards=move&moveTo=<id>.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { KanbanRow } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { useDeleteKanban, useMoveTargets, type KanbanDeletion } from '../../api/kanbans';
import { kanbanManageNamespace } from '../locales';

type Choice = 'delete' | 'move';

function ChooseStep(props: { row: KanbanRow; choice: Choice; target: string | null; onChoice: (c: Choice) => void; onTarget: (id: string | null) => void }) {
  const { t } = useTranslation(kanbanManageNamespace);
  const targets = useMoveTargets(props.row._id);
  const options = (targets.data ?? []).map((row) => ({ value: row._id, label: row.name }));
  return (
    <Stack>
      <Text>{t('delete.cards', { name: props.row.name, count: props.row.cardsCount })}</Text>
      <Radio.Group value={props.choice} onChange={(value) => props.onChoice(value as Choice)}>
        <Stack gap="xs">
          <Radio value="delete" label={t('delete.deleteCards')} />
          <Radio value="move" label={t('delete.moveCards')} />
        </Stack>
      </Radio.Group>
      {props.choice === 'move' && (
        <>
          <Select
            label={t('delete.target')}
            placeholder={t('delete.targetPlaceholder')}
            data={options}
            value={props.target}
            onChange={props.onTarget}
            searchable
            withAsterisk
            disabled={targets.isPending}
          />
          {targets.isError && <Alert color="red">{errorMessage(targets.error)}</Alert>}
          {targets.isSuccess && options.length === 0 && <Alert color="gray">{t('delete.noTargets')}</Alert>}
          <Text size="xs" c="dimmed">
            {t('delete.moveHelp')}
          </Text>
        </>
      )}
    </Stack>
  );
}

function confirmText(t: TFunction<typeof kanbanManageNamespace>, row: KanbanRow, deletion: KanbanDeletion, targetName: string) {
  if (row.cardsCount === 0) return t('delete.confirmEmpty', { name: row.name });
  if (deletion.cards === 'move') return t('delete.confirmMove', { name: row.name, count: row.cardsCount, target: targetName });
  return t('delete.confirmDelete', { name: row.name, count: row.cardsCount });
}

function DeleteKanbanModal({ row, onClose }: { row: KanbanRow; onClose: () => void }) {
  const { t } = useTranslation(kanbanManageNamespace);
  const [choice, setChoice] = useState<Choice>('delete');
  const [target, setTarget] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(row.cardsCount === 0);
  const targets = useMoveTargets(row.cardsCount > 0 ? row._id : null);
  const remove = useDeleteKanban();
  const deletion: KanbanDeletion = choice === 'move' && target ? { id: row._id, cards: 'move', moveTo: target } : { id: row._id, cards: 'delete' };
  const targetName = targets.data?.find((x) => x._id === target)?.name ?? '';
  const ready = choice === 'delete' || !!target;

  const run = () =>
    remove.mutate(deletion, {
      onSuccess: (answer) => {
        alertSuccess(answer.moved > 0 ? t('delete.doneMoved', { count: answer.moved }) : t('delete.done'));
        onClose();
      },
      onError: (error) => alertDanger(errorMessage(error)),
    });

  return (
    <Modal opened onClose={onClose} title={`${t('delete.title')}: ${row.name}`} centered>
      <Stack>
        {confirming ? (
          <Text>{confirmText(t, row, deletion, targetName)}</Text>
        ) : (
          <ChooseStep row={row} choice={choice} target={target} onChoice={setChoice} onTarget={setTarget} />
        )}
        <Group justify="flex-end">
          {confirming && row.cardsCount > 0 ? (
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {t('delete.back')}
            </Button>
          ) : (
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              {t('common:actions.cancel')}
            </Button>
          )}
          {confirming ? (
            <Button color="red" onClick={run} loading={remove.isPending}>
              {t('delete.confirm')}
            </Button>
          ) : (
            <Button onClick={() => setConfirming(true)} disabled={!ready}>
              {t('delete.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

export function DeleteKanbanDialog({ row, onClose }: { row: KanbanRow | null; onClose: () => void }) {
  return row ? <DeleteKanbanModal key={row._id} row={row} onClose={onClose} /> : null;
}
