// /reportAverage (TME/TMA): the period's average times with their definitions, a per-day trend and
// the same figures by operator or by department (the grouping is in the URL and in the export).
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  averageGroupings,
  averageReportPageSchema,
  averageReportSummarySchema,
  REPORT_PER_PAGE,
  type AverageGrouping,
} from '@atende/contract';
import {
  durationTile,
  formatNumber,
  LazyChart,
  lazyChart,
  ReportFilterBar,
  ReportPage,
  ReportTable,
  SummaryTiles,
  useReportFilters,
  useReportPage,
  useReportSummary,
  type ReportFilterName,
} from '../../kit';
import { averageColumns } from '../components/average-columns';
import { reportAverageNamespace } from '../locales';

const AverageChart = lazyChart(() => import('../components/average-chart'), 'AverageChart');
const filters: readonly ReportFilterName[] = ['departmentId', 'operatorId', 'tagId', 'tabulationId'];
const isGrouping = (value: string | null): value is AverageGrouping => averageGroupings.some((g) => g === value);

export function AverageReportPage() {
  const { t, i18n } = useTranslation(reportAverageNamespace);
  const state = useReportFilters(filters);
  const raw = state.extra('grouping');
  const grouping: AverageGrouping = isGrouping(raw) ? raw : 'operator';
  const summary = useReportSummary('average', state.body, averageReportSummarySchema, { enabled: state.ready });
  const page = useReportPage('average', state.body, state.page, REPORT_PER_PAGE, averageReportPageSchema, { grouping }, { enabled: state.ready });
  const figures = summary.data?.summary;
  const tile = (key: 'wait' | 'handle' | 'firstResponse') =>
    durationTile({ key, label: t(`tiles.${key}`), help: t(`tiles.${key}Help`), figure: figures?.[key] });

  return (
    <ReportPage
      name="average"
      intro={t('intro')}
      ready={state.ready}
      filters={<ReportFilterBar state={state} resolved={summary.data?.period ?? page.data?.period} />}
      exportBody={{ ...state.body, grouping }}
      error={summary.error ?? page.error}
      toolbar={
        <SegmentedControl
          aria-label={t('grouping.label')}
          value={grouping}
          onChange={(value) => state.setExtra('grouping', value === 'operator' ? null : value)}
          data={averageGroupings.map((g) => ({ value: g, label: t(`grouping.${g}`) }))}
        />
      }
      summary={
        <SummaryTiles
          loading={summary.isPending}
          tiles={[
            tile('wait'),
            tile('handle'),
            tile('firstResponse'),
            { key: 'finished', label: t('tiles.finished'), help: t('tiles.finishedHelp'), value: figures ? formatNumber(figures.finished, i18n.language) : '' },
          ]}
        />
      }
      chart={
        summary.data && (
          <LazyChart title={t('chart')}>
            <AverageChart trend={summary.data.trend} />
          </LazyChart>
        )
      }
      table={
        <ReportTable
          caption={t(`caption.${grouping}`)}
          columns={averageColumns(t, i18n.language, grouping)}
          query={page}
          rowKey={(row) => row.group?._id ?? 'none'}
          page={state.page}
          onPageChange={state.setPage}
        />
      }
    />
  );
}
