// The page both kanban reports are: the report kit's page with the board select in the filter bar, the
// "no board" state instead of the figures (and no export) when the company has none, the tiles, the
// chart of the board's steps and the server-paged table. Each report passes only what is its own.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { REPORT_PER_PAGE, type KanbanReportBoard, type ResolvedPeriod } from '@atende/contract';
import {
  LazyChart,
  ReportFilterBar,
  ReportPage,
  ReportTable,
  SummaryTiles,
  useReportPage,
  useSummaryReport,
  type ReportColumn,
  type ReportFilterName,
  type SummaryTile,
} from '../../kit';
import { BoardSelect, NoBoards } from './board-filter';

/** What both kanban summaries answer: the period, the boards, the board read, its figures and steps. */
type KanbanSummary = { period: ResolvedPeriod; kanbans: KanbanReportBoard[]; kanban: KanbanReportBoard | null; summary: unknown; steps: unknown[] };
type KanbanPage = { period: ResolvedPeriod; items: unknown[]; perPage: number; total: number };
type RowOf<P extends KanbanPage> = P['items'][number];

type Props<S extends KanbanSummary, P extends KanbanPage> = {
  name: 'kanban' | 'kanban-performance';
  /** The report's i18n namespace: its intro, chart title and table caption are `intro`, `chart`, `caption`. */
  namespace: string;
  summarySchema: z.ZodType<S>;
  pageSchema: z.ZodType<P>;
  /** The tiles, from the summary's figures (undefined until it answers); `t` is the report's namespace. */
  tiles: (figures: S['summary'] | undefined, t: TFunction, language: string) => SummaryTile[];
  /** The chart of the board's steps (drawn only when the board has steps). */
  chart: (steps: S['steps']) => ReactNode;
  columns: (t: TFunction, language: string) => ReportColumn<RowOf<P>>[];
  rowKey: (row: RowOf<P>) => string;
  /** Added to the toolbar while the company has a board. */
  toolbar?: (t: TFunction) => ReactNode;
};

const show: readonly ReportFilterName[] = ['operatorId', 'kanbanId'];

export function KanbanReportFrame<S extends KanbanSummary, P extends KanbanPage>(props: Props<S, P>) {
  const { t, i18n } = useTranslation(props.namespace);
  const language = i18n.language;
  const { filters, summary } = useSummaryReport(props.name, show, props.summarySchema);
  const page = useReportPage(props.name, filters.body, filters.page, REPORT_PER_PAGE, props.pageSchema, {}, { enabled: filters.ready });
  const data = summary.data;
  const noBoards = data?.kanban === null;

  return (
    <ReportPage
      name={props.name}
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
      toolbar={!noBoards && props.toolbar?.(t)}
      summary={noBoards ? <NoBoards /> : <SummaryTiles loading={summary.isPending} tiles={props.tiles(data?.summary, t, language)} />}
      chart={
        !noBoards &&
        data &&
        data.steps.length > 0 && <LazyChart title={t('chart')}>{props.chart(data.steps)}</LazyChart>
      }
      table={
        !noBoards && (
          <ReportTable
            caption={t('caption')}
            columns={props.columns(t, language)}
            query={page}
            rowKey={props.rowKey}
            page={filters.page}
            onPageChange={filters.setPage}
          />
        )
      }
    />
  );
}
