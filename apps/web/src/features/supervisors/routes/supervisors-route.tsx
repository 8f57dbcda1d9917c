// /manageSupervisors (channel owner only): the channel's managers and their permissions.
import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Manager } from '@atende/contract';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { errorMessage } from '@/shared/http/http-client';
import { useDeleteSupervisorMutation, useSupervisorsPage } from '../api/supervisors';
import { SupervisorsTable } from '../components/supervisors-table';
import { SupervisorFormDrawer } from '../components/supervisor-form-drawer';
import { supervisorsNamespace } from '../locales';

export function SupervisorsPage() {
  const { t } = useTranslation(supervisorsNamespace);
  const list = useListState({ sort: 'name' });
  const query = useSupervisorsPage(list.page, list.query);
  const [drawer, setDrawer] = useState<{ supervisor: Manager | null } | null>(null);
  const [toDelete, setToDelete] = useState<Manager | null>(null);
  const remove = useDeleteSupervisorMutation();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => alertSuccess(t('delete.done')),
      onError: (error) => alertDanger(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack>
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t('searchPlaceholder')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDrawer({ supervisor: null })}>
            {t('actions.create')}
          </Button>
        }
      />
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      <SupervisorsTable
        rows={query.data?.items}
        loading={query.isPending}
        paging={listPaging(list, query.data)}
        onEdit={(supervisor) => setDrawer({ supervisor })}
        onDelete={setToDelete}
      />
      {drawer && <SupervisorFormDrawer supervisor={drawer.supervisor} onClose={() => setDrawer(null)} />}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('delete.title')}
        message={t('delete.message', { name: toDelete?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
