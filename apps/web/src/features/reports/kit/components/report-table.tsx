import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { useTranslation } from 'react-i18next';
import { reportsKitNamespace } from '../locales';

export type ReportColumn<Row> = DataTableColumn<Row>;

type Props<Row> = {
  caption: string;
  columns: ReportColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
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
        rows={props.rows}
        rowKey={props.rowKey}
        loading={props.loading}
        caption={props.caption}
        emptyTitle={t('table.empty')}
        emptyDescription={t('table.emptyHint')}
        onRowClick={props.onRowClick}
        paging={{ page: props.page, perPage: props.perPage, total: props.total, onPageChange: props.onPageChange }}
      />
    </div>
  );
}
