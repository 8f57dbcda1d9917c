import type { KeyboardEvent, ReactNode } from 'react';
import { Group, Pagination, Paper, ScrollArea, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '@atende/contract';
import { EmptyState } from './empty-state';
import classes from './data-table.module.css';

export type DataTableColumn<Row> = {
  /** `actions` (the row's buttons) stays on screen at the right edge when the table scrolls sideways. */
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The server can order by this column; `key` is then the sort name sent to it. */
  sortable?: boolean;
};

export type DataTableSort = { key: string; order: SortOrder };

/** Where the list is (page, size, total) and how it is ordered: `listPaging` builds it from a list's state. */
export type DataTablePaging = {
  page: number;
  perPage: number;
  total: number;
  /** The server stopped counting at `total` (a very large list): shown as "more than". */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  sort?: DataTableSort;
  onSortChange?: (key: string, order: SortOrder) => void;
};

type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  paging: DataTablePaging;
  caption: string;
  emptyTitle?: string;
  emptyDescription?: string;
  onRowClick?: (row: Row) => void;
};

function SortableHeader(props: { header: string; active: boolean; order: SortOrder; onClick: () => void }) {
  const { t } = useTranslation();
  const Icon = !props.active ? IconArrowsSort : props.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={props.onClick} aria-label={t('table.sortBy', { column: props.header })} fw={600} fz="sm">
      <Group gap={4} wrap="nowrap">
        {props.header}
        <Icon size={14} aria-hidden stroke={1.6} opacity={props.active ? 1 : 0.45} />
      </Group>
    </UnstyledButton>
  );
}

const stickyClass = (key: string) => (key === 'actions' ? classes.actionsColumn : undefined);

/** A table whose pages come from the server: the caller owns page/sort state and the query. */
export function DataTable<Row>({ paging, ...props }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(paging.total / paging.perPage));
  const empty = !props.loading && (props.rows?.length ?? 0) === 0;

  const ariaSort = (key: string) => {
    if (paging.sort?.key !== key) return 'none' as const;
    return paging.sort.order === 'asc' ? ('ascending' as const) : ('descending' as const);
  };
  const toggleSort = (key: string) => {
    if (!paging.onSortChange) return;
    const order: SortOrder = paging.sort?.key === key && paging.sort.order === 'asc' ? 'desc' : 'asc';
    paging.onSortChange(key, order);
  };
  const rowKeyDown = (row: Row) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) props.onRowClick?.(row);
  };

  return (
    <Paper withBorder radius="md">
      <ScrollArea>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={props.loading} aria-label={props.caption}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th
                  key={column.key}
                  aria-sort={column.sortable ? ariaSort(column.key) : undefined}
                  className={stickyClass(column.key)}
                >
                  {column.sortable && paging.onSortChange ? (
                    <SortableHeader
                      header={column.header}
                      active={paging.sort?.key === column.key}
                      order={paging.sort?.order ?? 'asc'}
                      onClick={() => toggleSort(column.key)}
                    />
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.loading &&
              Array.from({ length: 3 }, (_, i) => (
                <Table.Tr key={`loading-${i}`}>
                  {props.columns.map((column) => (
                    <Table.Td key={column.key} className={stickyClass(column.key)}>
                      <Skeleton height={14} aria-label={t('table.loading')} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {!props.loading &&
              props.rows?.map((row) => (
                <Table.Tr
                  key={props.rowKey(row)}
                  onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                  onKeyDown={props.onRowClick ? rowKeyDown(row) : undefined}
                  tabIndex={props.onRowClick ? 0 : undefined}
                  style={props.onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {props.columns.map((column) => (
                    <Table.Td key={column.key} className={stickyClass(column.key)}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {empty && <EmptyState title={props.emptyTitle ?? t('table.empty')} description={props.emptyDescription} />}
      <Group justify="space-between" p="sm">
        <Text size="sm" c="dimmed">
          {paging.totalCapped ? t('table.totalCapped', { count: paging.total }) : t('table.total', { count: paging.total })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={paging.page} onChange={paging.onPageChange} size="sm" />}
      </Group>
    </Paper>
  );
}
