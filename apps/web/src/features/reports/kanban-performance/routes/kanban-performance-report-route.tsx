// /reportKanbanPerformance (issue 19, module kanbanReports): the time cards spent in each step of one
// board (mean and exact 90th percentile of the stays that ended in the period) and, per person, cards
// moved, won, value won and time to win; the period, the board and the operator filter it.
import type { TFunction } from 'i18next';
import { kanbanPerformancePageSchema, kanbanPerformanceSummarySchema, type DurationFigure, type KanbanPerformanceSummary } from '@atende/contract';
import { countTiles, DurationValue, formatDuration, formatMoney, lazyChart, type SummaryTile } from '../../kit';
import { KanbanReportFrame } from '../../kanban/components/kanban-report-frame';
import { moverColumns } from '../components/mover-columns';
import { reportKanbanPerformanceNamespace } from '../locales';

const StepTimeChart = lazyChart(() => import('../components/step-time-chart'), 'StepTimeChart');

function tiles(figures: KanbanPerformanceSummary['summary'] | undefined, t: TFunction, language: string): SummaryTile[] {
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
  return [
    ...count(['moved', 'won']),
    { key: 'wonValue', label: t('tiles.wonValue'), help: t('tiles.wonValueHelp'), value: figures ? formatMoney(figures.wonValueCents, language) : '' },
    duration('timeToWin', figures?.timeToWin),
    duration('timeInStep', figures?.timeInStep),
  ];
}

export function KanbanPerformanceReportPage() {
  return (
    <KanbanReportFrame
      name="kanban-performance"
      namespace={reportKanbanPerformanceNamespace}
      summarySchema={kanbanPerformanceSummarySchema}
      pageSchema={kanbanPerformancePageSchema}
      tiles={tiles}
      chart={(steps) => <StepTimeChart steps={steps} />}
      columns={moverColumns}
      rowKey={(row) => row.user?._id ?? 'none'}
    />
  );
}
