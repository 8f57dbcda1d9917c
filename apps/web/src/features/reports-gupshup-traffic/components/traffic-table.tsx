import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GUPSHUP_TRAFFIC_PER_PAGE, trafficCategories, trafficTypes, type GupshupTrafficResponse, type TrafficCounts } from '@atende/contract';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { dayLabel } from '../model/period';
import { gupshupTrafficNamespace } from '../locales';

type TrafficRow = { key: string; label: ReactNode; counts: TrafficCounts };

type TrafficTableProps = {
  report: GupshupTrafficResponse | undefined;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
};

/** One row per day of the page, newest first, and the period's totals as the last row. */
export function TrafficTable({ report, loading, page, onPageChange }: TrafficTableProps) {
  const { t, i18n } = useTranslation(gupshupTrafficNamespace);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const countColumn = (key: string, read: (c: TrafficCounts) => number): DataTableColumn<TrafficRow> => ({
    key,
    header: t(`columns.${key}`),
    render: (row) => number(read(row.counts)),
  });

  const columns: DataTableColumn<TrafficRow>[] = [
    { key: 'date', header: t('columns.date'), render: (row) => row.label },
    countColumn('inbound', (c) => c.inbound),
    countColumn('outbound', (c) => c.outbound),
    ...trafficTypes.map((type) => countColumn(type, (c) => c.byType[type])),
    ...trafficCategories.map((category) => countColumn(category, (c) => c.byCategory[category])),
  ];

  const rows: TrafficRow[] | undefined = report && [
    ...report.days.map((day) => ({ key: day.date, label: dayLabel(day.date, i18n.language), counts: day })),
    {
      key: 'total',
      label: (
        <Text fw={700} size="sm">
          {t('totalRow')}
        </Text>
      ),
      counts: report.totals,
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      loading={loading}
      paging={{ page, perPage: report?.perPage ?? GUPSHUP_TRAFFIC_PER_PAGE, total: report?.total ?? 0, onPageChange }}
      caption={t('caption')}
    />
  );
}
