// The /manageoperators table: who they are, their departments and hours, capacity, privacy, the
// live online badge and the wallet size, with a menu of actions per row.
import { ActionIcon, Badge, Group, Menu, Text } from '@mantine/core';
import { IconArrowsExchange, IconDots, IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OperatorRow } from '@atende/contract';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { operatorsNamespace } from '../locales';

export type OperatorAction = 'edit' | 'block' | 'unblock' | 'transferWallet' | 'delete';

type OperatorsTableProps = {
  paging: DataTablePaging;
  rows: OperatorRow[] | undefined;
  loading: boolean;
  onAction: (action: OperatorAction, operator: OperatorRow) => void;
};

export function OperatorStatusBadge({ operator }: { operator: OperatorRow }) {
  const { t } = useTranslation(operatorsNamespace);
  if (operator.deleted) return <Badge color="gray" variant="outline">{t('status.deleted')}</Badge>;
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={operator.status ? 'green' : 'gray'} variant={operator.status ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
        {operator.status ? t('status.online') : t('status.offline')}
      </Badge>
      {operator.blocked && <Badge color="red" variant="light" style={{ flexShrink: 0 }}>{t('status.blocked')}</Badge>}
    </Group>
  );
}

function RowActions({ operator, onAction }: { operator: OperatorRow; onAction: OperatorsTableProps['onAction'] }) {
  const { t } = useTranslation(operatorsNamespace);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('actions.menu', { name: operator.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!operator.deleted && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction('edit', operator)}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        {!operator.deleted && (
          <Menu.Item
            leftSection={operator.blocked ? <IconLockOpen size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
            onClick={() => onAction(operator.blocked ? 'unblock' : 'block', operator)}
          >
            {operator.blocked ? t('actions.unblock') : t('actions.block')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => onAction('transferWallet', operator)}>
          {t('actions.transferWallet')}
        </Menu.Item>
        {!operator.deleted && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onAction('delete', operator)}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function OperatorsTable(props: OperatorsTableProps) {
  const { t } = useTranslation(operatorsNamespace);
  const span = (start: string, finish: string) => `${start}–${finish}`;
  const columns: DataTableColumn<OperatorRow>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      render: (o) => (
        <Text size="sm" fw={500} td={o.deleted ? 'line-through' : undefined}>
          {o.name}
        </Text>
      ),
    },
    { key: 'login', header: t('columns.login'), render: (o) => o.login },
    {
      key: 'departments',
      header: t('columns.departments'),
      render: (o) => (o.departments.length ? o.departments.map((d) => d.name).join(', ') : <Text size="sm" c="dimmed">{t('noDepartments')}</Text>),
    },
    {
      key: 'hours',
      header: t('columns.hours'),
      render: (o) => (
        <Text size="xs">
          {t('hoursSummary', {
            week: span(o.weekStartTime, o.weekFinishTime),
            sat: span(o.satStartTime, o.satFinishTime),
            sun: span(o.sunStartTime, o.sunFinishTime),
          })}
        </Text>
      ),
    },
    { key: 'max', header: t('columns.max'), render: (o) => o.maxAttendances },
    { key: 'privacy', header: t('columns.privacy'), render: (o) => (o.privacy ? t('yes') : t('no')) },
    { key: 'status', header: t('columns.status'), render: (o) => <OperatorStatusBadge operator={o} /> },
    { key: 'wallet', header: t('columns.wallet'), render: (o) => o.walletCount },
    { key: 'actions', header: t('columns.actions'), render: (o) => <RowActions operator={o} onAction={props.onAction} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      paging={props.paging}
      rowKey={(o) => o._id}
      loading={props.loading}
      caption={t('tableCaption')}
      emptyTitle={t('empty')}
      emptyDescription={t('emptyDescription')}
    />
  );
}
