// /manageKanbans: the channel's boards, paged on the server with search, sort and the "Arquivados"
// switch in the URL; create and edit in a drawer, duplicate, archive/unarchive and delete (asking what
// happens to the cards). Each row opens its live board (/manageKanban?id=…).
import { useState } from 'react';
import { Alert, Button, Stack, Switch } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { KanbanRow } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { useDuplicateKanban, useKanbansPage, usePatchKanban } from '../../api/kanbans';
import { DeleteKanbanDialog } from '../components/delete-kanban-dialog';
import { CreateKanbanDrawer, EditKanbanDrawer } from '../components/kanban-editor';
import type { RowActions } from '../components/kanban-row-actions';
import { KanbansTable } from '../components/kanbans-table';
import { kanbanManageNamespace } from '../locales';

/** Which drawer is open; `seq` gives each opening a fresh form. */
type Editing = { kanbanId: string | null; seq: number } | null;

function NewBoardButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(kanbanManageNamespace);
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
      {t('list.create')}
    </Button>
  );
}

function useRowActions(edit: (row: KanbanRow) => void, remove: (row: KanbanRow) => void): RowActions {
  const { t } = useTranslation(kanbanManageNamespace);
  const duplicate = useDuplicateKanban();
  const patch = usePatchKanban();
  const busy = duplicate.isPending ? duplicate.variables : patch.isPending ? patch.variables?.id : null;
  return {
    edit,
    remove,
    busyId: busy ?? null,
    duplicate: (row) =>
      duplicate.mutate(row._id, {
        onSuccess: (answer) => alertSuccess(t('actions.duplicated', { name: answer.kanban.name })),
        onError: (error) => alertDanger(errorMessage(error)),
      }),
    setArchived: (row, archived) =>
      patch.mutate(
        { id: row._id, patch: { archived } },
        {
          onSuccess: () => alertSuccess(t(archived ? 'actions.archivedDone' : 'actions.unarchivedDone')),
          onError: (error) => alertDanger(errorMessage(error)),
        },
      ),
  };
}

export function KanbansPage() {
  const { t } = useTranslation(kanbanManageNamespace);
  const list = useListState({ sort: 'name', filters: ['archived'] as const });
  const archived = list.filters.archived === 'true';
  const boards = useKanbansPage(list.page, list.query);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<KanbanRow | null>(null);
  const open = (kanbanId: string | null) => setEditing({ kanbanId, seq: Date.now() });
  const actions = useRowActions((row) => open(row._id), setToDelete);
  const none = boards.data?.total === 0 && !list.search && !archived;

  return (
    <Stack>
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={
          <Switch
            label={t('list.archived')}
            checked={archived}
            onChange={(event) => list.setFilter('archived', event.currentTarget.checked ? 'true' : null)}
            mb={8}
          />
        }
        actions={<NewBoardButton onClick={() => open(null)} />}
      />
      {boards.isError && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {errorMessage(boards.error)}
        </Alert>
      )}
      {none ? (
        <EmptyState title={t('list.empty')} description={t('list.emptyDescription')} action={<NewBoardButton onClick={() => open(null)} />} />
      ) : (
        <KanbansTable
          rows={boards.data?.items}
          loading={boards.isPending}
          paging={listPaging(list, boards.data)}
          emptyTitle={archived && !list.search ? t('list.emptyArchived') : t('list.noMatch')}
          emptyDescription={list.search ? t('list.noMatchDescription') : undefined}
          actions={actions}
        />
      )}
      {editing &&
        (editing.kanbanId ? (
          <EditKanbanDrawer key={editing.seq} kanbanId={editing.kanbanId} onClose={() => setEditing(null)} />
        ) : (
          <CreateKanbanDrawer key={editing.seq} onClose={() => setEditing(null)} />
        ))}
      <DeleteKanbanDialog row={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
