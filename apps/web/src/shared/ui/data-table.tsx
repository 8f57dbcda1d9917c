import type { ReactNode } from 'react';
import { Group, Pagination, Paper, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

export type DataTableColumn<Row> = { key: string; header: string; render: (row: Row) => ReactNode };

type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  caption: string;
  emptyTitle?: string;
};

/** A table whose pages come from the server: the caller owns page state and the query. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.perPage));
  const empty = !props.loading && (props.rows?.length ?? 0) === 0;
  return (
    <Paper withBorder radius="md">
      <ScrollArea>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={props.loading} aria-label={props.caption}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column.key}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.loading &&
              Array.from({ length: 3 }, (_, i) => (
                <Table.Tr key={`loading-${i}`}>
                  {props.columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={14} aria-label={t('table.loading')} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {!props.loading &&
              props.rows?.map((row) => (
                <Table.Tr key={props.rowKey(row)}>
                  {props.columns.map((column) => (
                    <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {empty && <EmptyState title={props.emptyTitle ?? t('table.empty')} />}
      <Group justify="space-between" p="sm">
        <Text size="sm" c="dimmed">
          {t('table.total', { count: props.total })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={props.page} onChange={props.onPageChange} size="sm" />}
      </Group>
    </Paper>
  );
}
