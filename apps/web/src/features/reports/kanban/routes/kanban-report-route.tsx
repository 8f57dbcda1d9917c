// /reportKanban (issue 19, module kanbanReports): one board's cards and value per step at the end of the
// period, cards created, won and lost in the period, and the conversion between steps; the period, the
// board and the operator filter it (the only filters the kanban endpoints honour).
import { useTranslation } from 'react-i18next';
import { kanbanReportPageSchema, kanbanReportSummarySchema, REPORT_PER_PAGE } from '@atende/contract';
import {
  countTiles,
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
import { BoardSelect, NoBoards } from '../components/board-filter';
import { DefinitionsHelp } from '../components/definitions-help';
import { kanbanColumns } from '../components/kanban-columns';
import { reportKanbanNamespace } from '../locales';

const KanbanStepsChart = lazyChart(() => import('../components/kanban-steps-chart'), 'KanbanStepsChart');
const show: readonly ReportFilterName[] = ['operatorId', 'kanbanId'];

export function KanbanReportPage() {
  const { t, i18n } = useTranslation(reportKanbanNamespace);
  const { filters, summary } = useSummaryReport('kanban', show, kanbanReportSummarySchema);
  const page = useReportPage('kanban', filters.body, filters.page, REPORT_PER_PAGE, kanbanReportPageSchema, {}, { enabled: filters.ready });
  const data = summary.data;
  const noBoards = data?.kanban === null;
  const language = i18n.language;
  const count = (keys: readonly ('cards' | 'created' | 'won' | 'lost')[]) =>
    countTiles(keys, data?.summary, { language, label: (key) => t(`tiles.${key}`), help: (key) => t(`tiles.${key}Help`), empty: '' });
  const money = (key: 'totalValue' | 'wonValue', cents: number | undefined): SummaryTile => ({
    key,
    label: t(`tiles.${key}`),
    help: t(`tiles.${key}Help`),
    value: cents === undefined ? '' : formatMoney(cents, language),
  });

  return (
    <ReportPage
      name="kanban"
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
      toolbar={!noBoards && <DefinitionsHelp label={t('definitions.label')} definitions={[t('definitions.conversion')]} />}
      summary={
        noBoards ? (
          <NoBoards />
        ) : (
          <SummaryTiles
            loading={summary.isPending}
            tiles={[
              ...count(['cards']),
              money('totalValue', data?.summary.valueCents),
              ...count(['created', 'won']),
              money('wonValue', data?.summary.wonValueCents),
              ...count(['lost']),
            ]}
          />
        )
      }
      chart={
        !noBoards &&
        data &&
        data.steps.length > 0 && (
          <LazyChart title={t('chart')}>
            <KanbanStepsChart steps={data.steps} />
          </LazyChart>
        )
      }
      table={
        !noBoards && (
          <ReportTable
            caption={t('caption')}
            columns={kanbanColumns(t, language)}
            query={page}
            rowKey={(row) => row.step._id}
            page={filters.page}
            onPageChange={filters.setPage}
          />
        )
      }
    />
  );
}
