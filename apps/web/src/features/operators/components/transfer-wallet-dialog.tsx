// "Transferir carteira": pick the target operator, read how many contacts move, confirm.
import { useState } from 'react';
import { Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorRow } from '@atende/contract';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { errorMessage } from '@/shared/http/http-client';
import { useChannelOperators, useTransferWalletMutation, useWalletCount } from '../api/wallet';
import { operatorsNamespace } from '../locales';

type TransferWalletDialogProps = { channelId: string; from: OperatorRow; onClose: () => void };

export function TransferWalletDialog({ channelId, from, onClose }: TransferWalletDialogProps) {
  const { t } = useTranslation(operatorsNamespace);
  const [target, setTarget] = useState<string | null>(null);
  const wallet = useWalletCount(from._id);
  const operators = useChannelOperators(channelId, true);
  const mutation = useTransferWalletMutation();
  const options = (operators.data?.operators ?? []).filter((o) => o._id !== from._id).map((o) => ({ value: o._id, label: o.name }));
  const targetName = options.find((o) => o.value === target)?.label ?? '';
  const count = wallet.data?.count;

  const confirm = () => {
    if (!target) return;
    mutation.mutate(
      { operatorIdFrom: from._id, operatorIdTo: target },
      {
        onSuccess: ({ moved }) => {
          alertSuccess(t('wallet.done', { count: moved }));
          onClose();
        },
        onError: (error) => alertDanger(errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('wallet.title')} centered>
      <Stack>
        <div>
          <Text fw={500}>{t('wallet.from', { name: from.name })}</Text>
          {count === undefined ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('wallet.loading')}
              </Text>
            </Group>
          ) : (
            <Text size="sm">{count === 0 ? t('wallet.emptyWallet') : t('wallet.count', { count })}</Text>
          )}
        </div>
        <Select
          label={t('wallet.target')}
          placeholder={t('wallet.targetPlaceholder')}
          data={options}
          value={target}
          onChange={setTarget}
          searchable
          disabled={count === 0}
        />
        {target && count !== undefined && count > 0 && (
          <Text role="status">{t('wallet.summary', { count, from: from.name, to: targetName })}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button onClick={confirm} loading={mutation.isPending} disabled={!target || !count}>
            {t('wallet.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
