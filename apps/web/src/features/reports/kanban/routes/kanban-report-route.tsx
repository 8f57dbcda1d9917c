// /reportKanban (issue 19, module kanbanReports): one board's cards and value per step at the end of the
// period, cards created, won and lost in the period, and the conversion between steps; the period, the
// board and the operator filter it (the only filters the kanban endpoints honour).
import type { TFunction } from 'i18next';
import { kanbanReportPageSchema, kanbanReportSummarySchema, type KanbanReportSummary } from '@atende/contract';
import { countTiles, DefinitionsHelp, formatMoney, lazyChart, type SummaryTile } from '../../kit';
import { kanbanColumns } from '../components/kanban-columns';
import { KanbanReportFrame } from '../components/kanban-report-frame';
import { reportKanbanNamespace } from '../locales';

const KanbanStepsChart = lazyChart(() => import('../components/kanban-steps-chart'), 'KanbanStepsChart');

function tiles(figures: KanbanReportSummary['summary'] | undefined, t: TFunction, language: string): SummaryTile[] {
  const count = (keys: readonly ('cards' | 'created' | 'won' | 'lost')[]) =>
    countTiles(keys, figures, { language, label: (key) => t(`tiles.${key}`), help: (key) => t(`tiles.${key}Help`), empty: '' });
  const money = (key: 'totalValue' | 'wonValue', cents: number | undefined): SummaryTile => ({
    key,
    label: t(`tiles.${key}`),
    help: t(`tiles.${key}Help`),
    value: cents === undefined ? '' : formatMoney(cents, language),
  });
  return [
    ...count(['cards']),
    money('totalValue', figures?.valueCents),
    ...count(['created', 'won']),
    money('wonValue', figures?.wonValueCents),
    ...count(['lost']),
  ];
}

export function KanbanReportPage() {
  return (
    <KanbanReportFrame
      name="kanban"
      namespace={reportKanbanNamespace}
      summarySchema={kanbanReportSummarySchema}
      pageSchema={kanbanReportPageSchema}
      tiles={tiles}
      chart={(steps) => <KanbanStepsChart steps={steps} />}
      columns={kanbanColumns}
      rowKey={(row) => row.step._id}
      toolbar={(t) => <DefinitionsHelp label={t('definitions.label')} definitions={[t('definitions.conversion')]} />}
    />
  );
}
