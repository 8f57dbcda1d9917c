// The /manageKanbans table: name (opens the board), steps, cards, departments ("Todos os operadores"
// when none), creation date, and the row's actions.
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KanbanRow } from '@atende/contract';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useSessionUser } from '@/shared/session/session-store';
import { formatDateIn } from '@/shared/time/date-format';
import { CHANNEL_DEFAULT_TIME_ZONE } from '@/shared/time/zoned-date-time';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { kanbanManageNamespace } from '../locales';
import { boardPath } from '../model/paths';
import { KanbanRowActions, type RowActions } from './kanban-row-actions';

type Props = {
  rows: KanbanRow[] | undefined;
  loading: boolean;
  paging: DataTablePaging;
  emptyTitle: string;
  emptyDescription?: string;
  actions: RowActions;
};

export function KanbansTable({ rows, loading, paging, emptyTitle, emptyDescription, actions }: Props) {
  const { t } = useTranslation(kanbanManageNamespace);
  const user = useSessionUser();
  const departments = useDepartments(user?.channelId ?? '', { select: toDepartmentOptions });
  const departmentName = (id: string) => departments.data?.find((d) => d.value === id)?.label;
  const zone = user?.channel?.timezone ?? CHANNEL_DEFAULT_TIME_ZONE;
  const departmentsOf = (row: KanbanRow) =>
    row.departmentIds.length === 0
      ? t('list.allOperators')
      : row.departmentIds
          .map(departmentName)
          .filter((name): name is string => !!name)
          .join(', ');

  const columns: DataTableColumn<KanbanRow>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={boardPath(row._id)} fw={500} size="sm">
            {row.name}
          </Anchor>
          {row.archived && (
            <Badge size="sm" variant="light" color="gray">
              {t('list.archivedBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'steps', header: t('columns.steps'), render: (row) => row.stepsCount },
    { key: 'cards', header: t('columns.cards'), render: (row) => row.cardsCount },
    {
      key: 'departments',
      header: t('columns.departments'),
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={260}>
          {departmentsOf(row)}
        </Text>
      ),
    },
    { key: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (row) => formatDateIn(row.createdAt, zone, currentLanguage()) },
    { key: 'actions', header: t('columns.actions'), render: (row) => <KanbanRowActions row={row} actions={actions} /> },
  ];

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row._id}
      loading={loading}
      paging={paging}
      caption={t('list.caption')}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    />
  );
}
