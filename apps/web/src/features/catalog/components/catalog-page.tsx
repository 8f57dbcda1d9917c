// One management screen of the catalog: server-paged table with search and sort kept in the URL,
// a create/edit drawer, and deletion that asks what to do with whatever still uses the row.
import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/shared/session/session-store';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DeleteInUseDialog } from '@/shared/ui/delete-in-use-dialog';
import { errorMessage } from '@/shared/http/http-client';
import { useCatalogPage, type CatalogRowBase } from '../api/catalog-resource';
import { catalogNamespace } from '../locales';
import type { CatalogEntity } from './catalog-entity';
import { useDeleteFlow } from './use-delete-flow';

type Editing<Row> = { row: Row | null; seq: number } | null;

export function CatalogPage<Row extends CatalogRowBase>({ entity }: { entity: CatalogEntity<Row> }) {
  const { t } = useTranslation(catalogNamespace);
  const channelId = useSessionUser()?.channelId ?? '';
  const list = useListState({ sort: entity.defaultSort });
  const query = useCatalogPage(entity.resource, channelId, list.page, list.query);
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const [seq, setSeq] = useState(0);
  const deletion = useDeleteFlow(entity.name, entity.resource, channelId);
  const { Form } = entity;

  const open = (row: Row | null) => {
    setSeq((n) => n + 1);
    setEditing({ row, seq: seq + 1 });
  };

  const actions: DataTableColumn<Row> = {
    key: 'actions',
    header: t('columns.actions'),
    render: (row) => (
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" aria-label={t('actions.edit', { name: entity.label(row) })} onClick={() => open(row)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('actions.delete', { name: entity.label(row) })}
          loading={deletion.checkingId === row._id}
          onClick={() => deletion.start(row)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    ),
  };

  const del = deletion.state;
  return (
    <Stack>
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t(`${entity.name}.search`)}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
            {t(`${entity.name}.create`)}
          </Button>
        }
      />
      {query.isError && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {errorMessage(query.error)}
        </Alert>
      )}
      <DataTable
        columns={[...entity.columns(t), actions]}
        rows={query.data?.items}
        rowKey={(row) => row._id}
        loading={query.isPending}
        paging={listPaging(list, query.data)}
        caption={t(`${entity.name}.caption`)}
        emptyTitle={t(`${entity.name}.empty`)}
      />
      {editing && (
        <Form
          key={editing.seq}
          entity={entity.name}
          resource={entity.resource}
          channelId={channelId}
          row={editing.row}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={del.step === 'confirm'}
        title={t(`${entity.name}.deleteTitle`)}
        message={del.step === 'confirm' ? t(`${entity.name}.deleteMessage`, { name: entity.label(del.row) }) : ''}
        confirmLabel={t('common:actions.delete')}
        danger
        loading={deletion.deleting}
        onConfirm={() => deletion.confirm(null)}
        onClose={deletion.close}
      />
      {del.step === 'inUse' && (
        <DeleteInUseDialog
          key={del.row._id}
          opened
          title={`${t(`${entity.name}.deleteTitle`)}: ${entity.label(del.row)}`}
          usage={del.usage}
          replacementLabel={t(`${entity.name}.move`)}
          replacementOptions={del.options}
          clearLabel={t(`${entity.name}.clear`)}
          loading={deletion.deleting}
          onConfirm={deletion.confirm}
          onClose={deletion.close}
        />
      )}
    </Stack>
  );
}
