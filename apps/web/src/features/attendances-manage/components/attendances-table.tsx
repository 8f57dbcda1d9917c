import { ActionIcon, Badge, Box, Group, Menu, Text } from '@mantine/core';
import { IconArrowsExchange, IconCircleCheck, IconDots, IconEye, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPhone, type ManageAttendance } from '@atende/contract';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { attendancesManageNamespace } from '../locales';
import { isClosed, statusColor } from '../model/status';
import { formatDateTimeIn } from '@/shared/time/zoned-date-time';

export type RowAction = 'follow' | 'transcript' | 'transfer' | 'finish';

type Props = {
  paging: DataTablePaging;
  rows: ManageAttendance[] | undefined;
  loading: boolean;
  filtered: boolean;
  timeZone: string;
  onAction: (action: RowAction, row: ManageAttendance) => void;
};

export function AttendancesTable(props: Props) {
  const { t, i18n } = useTranslation(attendancesManageNamespace);
  const when = (value: string | null) => (value ? formatDateTimeIn(value, props.timeZone, i18n.language) : t('none'));
  const columns: DataTableColumn<ManageAttendance>[] = [
    { key: 'seq', header: t('columns.protocol'), sortable: true, render: (row) => <Text ff="monospace" size="sm">{row.protocol}</Text> },
    {
      key: 'contact',
      header: t('columns.contact'),
      render: (row) => (
        // A name wraps at word breaks but keeps a readable width when the table is tight.
        <Box miw={180}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500}>
              {row.contact.name?.trim() || formatPhone(row.contact.number)}
            </Text>
            {row.tag && (
              <Badge size="xs" variant="light" color={row.tag.color}>
                {row.tag.name}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {formatPhone(row.contact.number)}
          </Text>
        </Box>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" color={statusColor(row.status)}>
            {t(`statusLabels.${row.status}`, { defaultValue: row.statusLabel })}
          </Badge>
          {row.unread > 0 && (
            <Badge size="xs" color="red" circle={false}>
              {t('unread', { count: row.unread })}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'department', header: t('columns.department'), render: (row) => row.department?.name ?? t('none') },
    { key: 'operator', header: t('columns.operator'), render: (row) => row.operator?.name ?? t('none') },
    { key: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (row) => when(row.createdAt) },
    { key: 'lastMessageAt', header: t('columns.lastMessageAt'), sortable: true, render: (row) => when(row.lastMessageAt) },
    { key: 'tabulation', header: t('columns.tabulation'), render: (row) => row.tabulation?.name ?? t('none') },
    { key: 'actions', header: t('columns.actions'), render: (row) => <RowMenu row={row} onAction={props.onAction} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      paging={props.paging}
      rowKey={(row) => row._id}
      loading={props.loading}
      caption={t('caption')}
      emptyTitle={props.filtered ? t('emptyFiltered') : t('empty')}
    />
  );
}

function RowMenu({ row, onAction }: { row: ManageAttendance; onAction: Props['onAction'] }) {
  const { t } = useTranslation(attendancesManageNamespace);
  const closed = isClosed(row.status);
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { protocol: row.protocol })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onAction('follow', row)}>
          {t('actions.follow')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => onAction('transcript', row)}>
          {t('actions.transcript')}
        </Menu.Item>
        {!closed && (
          <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => onAction('transfer', row)}>
            {t('actions.transfer')}
          </Menu.Item>
        )}
        {!closed && (
          <Menu.Item leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={() => onAction('finish', row)}>
            {t('actions.finish')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
