import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Manager } from '@atende/contract';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { supervisorsNamespace } from '../locales';

type SupervisorsTableProps = {
  paging: DataTablePaging;
  rows: Manager[] | undefined;
  loading: boolean;
  onEdit: (supervisor: Manager) => void;
  onDelete: (supervisor: Manager) => void;
};

export function SupervisorsTable(props: SupervisorsTableProps) {
  const { t } = useTranslation(supervisorsNamespace);
  const labels = (m: Manager) => m.permissions.map((p) => t(`permissions.${p}`, { defaultValue: p }));
  const columns: DataTableColumn<Manager>[] = [
    { key: 'name', header: t('columns.name'), sortable: true, render: (m) => <Text size="sm" fw={500}>{m.name}</Text> },
    { key: 'login', header: t('columns.login'), render: (m) => m.login },
    { key: 'email', header: t('columns.email'), render: (m) => m.email ?? '—' },
    {
      key: 'permissions',
      header: t('columns.permissions'),
      render: (m) =>
        m.permissions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noPermissions')}
          </Text>
        ) : (
          <Tooltip label={labels(m).join(', ')} multiline w={260}>
            <Text size="sm" lineClamp={2} maw={320}>
              {labels(m).join(', ')}
            </Text>
          </Tooltip>
        ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (m) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('actions.edit', { name: m.name })} onClick={() => props.onEdit(m)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={t('actions.delete', { name: m.name })} onClick={() => props.onDelete(m)}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      paging={props.paging}
      rowKey={(m) => m._id}
      loading={props.loading}
      caption={t('tableCaption')}
      emptyTitle={t('empty')}
      emptyDescription={t('emptyDescription')}
    />
  );
}
