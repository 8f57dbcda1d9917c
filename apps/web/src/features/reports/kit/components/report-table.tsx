import { useTranslation } from 'react-i18next';
import { REPORT_PER_PAGE } from '@atende/contract';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { reportsKitNamespace } from '../locales';

export type ReportColumn<Row> = DataTableColumn<Row>;

type Props<Row> = {
  caption: string;
  columns: ReportColumn<Row>[];
  /** The page's query: its rows, size and total once answered, loading until then. */
  query: { data?: { items: Row[]; perPage: number; total: number } | undefined; isPending: boolean };
  rowKey: (row: Row) => string;
  page: number;
  onPageChange: (page: number) => void;
  onRowClick?: (row: Row) => void;
};

/** A report's server-paged table: the total, pages, and "Nenhum dado no período" when empty. */
export function ReportTable<Row>(props: Props<Row>) {
  const { t } = useTranslation(reportsKitNamespace);
  return (
    <div className="report-table">
      <DataTable
        columns={props.columns}
        rows={props.query.data?.items}
        rowKey={props.rowKey}
        loading={props.query.isPending}
        caption={props.caption}
        emptyTitle={t('table.empty')}
        emptyDescription={t('table.emptyHint')}
        onRowClick={props.onRowClick}
        paging={{
          page: props.page,
          perPage: props.query.data?.perPage ?? REPORT_PER_PAGE,
          total: props.query.data?.total ?? 0,
          onPageChange: props.onPageChange,
        }}
      />
    </div>
  );
}
