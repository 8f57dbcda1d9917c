// /manageoperators: the channel's operators, paged on the server, with their live status; create,
// edit, block, delete and wallet transfer.
import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OperatorRow } from '@atende/contract';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { useOperatorsPage } from '../api/operators-page';
import { useBlockOperatorMutation, useDeleteOperatorMutation } from '../api/operator-mutations';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { OperatorsTable, type OperatorAction } from '../components/operators-table';
import { OperatorsFilters } from '../components/operators-filters';
import { OperatorFormDrawer } from '../components/operator-form-drawer';
import { TransferWalletDialog } from '../components/transfer-wallet-dialog';
import { useOperatorStatusLive } from '../realtime/use-operator-status-live';
import { operatorsNamespace } from '../locales';

type Pending = { action: OperatorAction; operator: OperatorRow } | null;

export function OperatorsPage() {
  const { t } = useTranslation(operatorsNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const list = useListState({ sort: 'name', filters: ['departmentId', 'status', 'includeDeleted'] as const });
  const query = useOperatorsPage(channelId, list.page, list.query);
  const departments = useDepartments(channelId, { select: toDepartmentOptions });
  const [drawer, setDrawer] = useState<{ operator: OperatorRow | null } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const remove = useDeleteOperatorMutation();
  const block = useBlockOperatorMutation();
  useOperatorStatusLive();

  const onAction = (action: OperatorAction, operator: OperatorRow) => {
    if (action === 'edit') setDrawer({ operator });
    else setPending({ action, operator });
  };
  const close = () => setPending(null);
  const done = (message: string) => ({
    onSuccess: () => alertSuccess(message),
    onError: (error: unknown) => alertDanger(errorMessage(error)),
    onSettled: close,
  });
  const confirm = () => {
    if (!pending) return;
    const { action, operator } = pending;
    if (action === 'delete') remove.mutate(operator._id, done(t('delete.done')));
    if (action === 'block' || action === 'unblock') {
      const blocked = action === 'block';
      block.mutate({ id: operator._id, blocked }, done(t(blocked ? 'block.blocked' : 'block.unblocked')));
    }
  };
  const confirmTexts = () => {
    const name = pending?.operator.name ?? '';
    if (pending?.action === 'block') return { title: t('block.blockTitle'), message: t('block.blockMessage', { name }), label: t('actions.block') };
    if (pending?.action === 'unblock') return { title: t('block.unblockTitle'), message: t('block.unblockMessage', { name }), label: t('actions.unblock') };
    return { title: t('delete.title'), message: t('delete.message', { name }), label: t('delete.confirm') };
  };
  const texts = confirmTexts();

  return (
    <Stack>
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t('filters.searchPlaceholder')}
        filters={<OperatorsFilters departments={departments.data ?? []} filters={list.filters} onChange={list.setFilter} />}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDrawer({ operator: null })}>
            {t('actions.create')}
          </Button>
        }
      />
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      <OperatorsTable
        rows={query.data?.items}
        loading={query.isPending}
        paging={listPaging(list, query.data)}
        onAction={onAction}
      />
      {drawer && <OperatorFormDrawer channelId={channelId} operator={drawer.operator} onClose={() => setDrawer(null)} />}
      {pending?.action === 'transferWallet' && <TransferWalletDialog channelId={channelId} from={pending.operator} onClose={close} />}
      <ConfirmDialog
        opened={pending !== null && pending.action !== 'transferWallet' && pending.action !== 'edit'}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.label}
        danger={pending?.action !== 'unblock'}
        loading={remove.isPending || block.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </Stack>
  );
}
