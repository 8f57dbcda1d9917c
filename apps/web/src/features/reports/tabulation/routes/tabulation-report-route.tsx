// /reportTabulation: finished attendances per tabulation (chart with each share) and the table of
// tabulation × operator × department.
import { useTranslation } from 'react-i18next';
import { REPORT_PER_PAGE, tabulationReportPageSchema, tabulationReportSummarySchema, type TabulationReportRow } from '@atende/contract';
import {
  countTiles,
  formatNumber,
  formatShare,
  LazyChart,
  lazyChart,
  ReportFilterBar,
  ReportPage,
  ReportTable,
  SummaryTiles,
  useReportFilters,
  useReportPage,
  useReportSummary,
  type ReportColumn,
  type ReportFilterName,
} from '../../kit';
import { reportTabulationNamespace } from '../locales';

const TabulationChart = lazyChart(() => import('../components/tabulation-chart'), 'TabulationChart');
const filters: readonly ReportFilterName[] = ['departmentId', 'operatorId', 'tagId', 'tabulationId'];
const counts = ['finished', 'tabulated', 'untabulated'] as const;

export function TabulationReportPage() {
  const { t, i18n } = useTranslation(reportTabulationNamespace);
  const state = useReportFilters(filters);
  const summary = useReportSummary('tabulation', state.body, tabulationReportSummarySchema, { enabled: state.ready });
  const page = useReportPage('tabulation', state.body, state.page, REPORT_PER_PAGE, tabulationReportPageSchema, {}, { enabled: state.ready });
  const none = '—';
  const columns: ReportColumn<TabulationReportRow>[] = [
    { key: 'tabulation', header: t('columns.tabulation'), render: (row) => row.tabulation?.name ?? t('noTabulation') },
    { key: 'operator', header: t('columns.operator'), render: (row) => row.operator?.name ?? none },
    { key: 'department', header: t('columns.department'), render: (row) => row.department?.name ?? none },
    { key: 'count', header: t('columns.count'), render: (row) => formatNumber(row.count, i18n.language) },
    { key: 'share', header: t('columns.share'), render: (row) => formatShare(row.share, i18n.language) },
  ];
  return (
    <ReportPage
      name="tabulation"
      intro={t('intro')}
      ready={state.ready}
      filters={<ReportFilterBar state={state} resolved={summary.data?.period ?? page.data?.period} />}
      exportBody={state.body}
      error={summary.error ?? page.error}
      summary={
        <SummaryTiles
          loading={summary.isPending}
          tiles={countTiles(counts, summary.data?.summary, {
            language: i18n.language,
            label: (key) => t(`tiles.${key}`),
            help: (key) => t(`tiles.${key}Help`),
            empty: '',
          })}
        />
      }
      chart={
        summary.data && summary.data.byTabulation.length > 0 && (
          <LazyChart title={t('chart')}>
            <TabulationChart byTabulation={summary.data.byTabulation} />
          </LazyChart>
        )
      }
      table={
        <ReportTable
          caption={t('caption')}
          columns={columns}
          query={page}
          rowKey={(row) => `${row.tabulation?._id ?? '-'}|${row.operator?._id ?? '-'}|${row.department?._id ?? '-'}`}
          page={state.page}
          onPageChange={state.setPage}
        />
      }
    />
  );
}
