// /reportKanbanPerformance (issue 19, module kanbanReports): the time cards spent in each step of one
// board (mean and exact 90th percentile of the stays that ended in the period) and, per person, cards
// moved, won, value won and time to win; the period, the board and the operator filter it.
import { useTranslation } from 'react-i18next';
import { kanbanPerformancePageSchema, kanbanPerformanceSummarySchema, REPORT_PER_PAGE, type DurationFigure } from '@atende/contract';
import {
  countTiles,
  DurationValue,
  formatDuration,
  formatMoney,
  LazyChart,
  lazyChart,
  ReportFilterBar,
  ReportPage,
  ReportTable,
  SummaryTiles,
  useReportPage,
  useSummaryReport,
  type ReportFilterName,
  type SummaryTile,
} from '../../kit';
import { BoardSelect, NoBoards } from '../../kanban/components/board-filter';
import { moverColumns } from '../components/mover-columns';
import { reportKanbanPerformanceNamespace } from '../locales';

const StepTimeChart = lazyChart(() => import('../components/step-time-chart'), 'StepTimeChart');
const show: readonly ReportFilterName[] = ['operatorId', 'kanbanId'];

export function KanbanPerformanceReportPage() {
  const { t, i18n } = useTranslation(reportKanbanPerformanceNamespace);
  const { filters, summary } = useSummaryReport('kanban-performance', show, kanbanPerformanceSummarySchema);
  const page = useReportPage('kanban-performance', filters.body, filters.page, REPORT_PER_PAGE, kanbanPerformancePageSchema, {}, { enabled: filters.ready });
  const data = summary.data;
  const noBoards = data?.kanban === null;
  const language = i18n.language;
  const figures = data?.summary;
  const count = (keys: readonly ('moved' | 'won')[]) =>
    countTiles(keys, figures, { language, label: (key) => t(`tiles.${key}`), help: (key) => t(`tiles.${key}Help`), empty: '' });
  // The kit's durationTile marks its p90 "≈" (estimated from buckets); this one is exact.
  const duration = (key: 'timeToWin' | 'timeInStep', figure: DurationFigure | undefined): SummaryTile => ({
    key,
    label: t(`tiles.${key}`),
    help: t(`tiles.${key}Help`),
    value: figure ? <DurationValue seconds={figure.averageSeconds} format="days" /> : '',
    detail: figure?.p90Seconds == null ? undefined : t('p90', { value: formatDuration(figure.p90Seconds, 'days') }),
  });

  return (
    <ReportPage
      name="kanban-performance"
      intro={t('intro')}
      ready={filters.ready}
      filters={
        <ReportFilterBar
          state={filters}
          resolved={data?.period ?? page.data?.period}
          extra={
            <BoardSelect boards={data?.kanbans} current={data?.kanban} value={filters.values.kanbanId} onChange={(id) => filters.setFilter('kanbanId', id)} />
          }
        />
      }
      exportBody={noBoards ? null : filters.body}
      error={summary.error ?? page.error}
      summary={
        noBoards ? (
          <NoBoards />
        ) : (
          <SummaryTiles
            loading={summary.isPending}
            tiles={[
              ...count(['moved', 'won']),
              { key: 'wonValue', label: t('tiles.wonValue'), help: t('tiles.wonValueHelp'), value: figures ? formatMoney(figures.wonValueCents, language) : '' },
              duration('timeToWin', figures?.timeToWin),
              duration('timeInStep', figures?.timeInStep),
            ]}
          />
        )
      }
      chart={
        !noBoards &&
        data &&
        data.steps.length > 0 && (
          <LazyChart title={t('chart')}>
            <StepTimeChart steps={data.steps} />
          </LazyChart>
        )
      }
      table={
        !noBoards && (
          <ReportTable
            caption={t('caption')}
            columns={moverColumns(t, language)}
            query={page}
            rowKey={(row) => row.user?._id ?? 'none'}
            page={filters.page}
            onPageChange={filters.setPage}
          />
        )
      }
    />
  );
}
