// /reportKanban: per step of the board (in its order) the cards and value at the end of the period,
// the entries during it (wins and losses for won and lost steps) and the conversion to the steps after
// it; the board's totals as tiles. Definitions: the contract's kanban-report.ts.
import type { KanbanReportPage, KanbanReportStep, KanbanReportSummary, KanbanStepFigures, ReportFilters, ReportPageQuery } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { asPageQuery } from '../../reports/index.js';
import { entryTotals, reportSteps, stepEntries, stepsAtEnd, type KanbanScope, type StepAtEnd, type StepEntries } from './kanban-report.repository.js';
import { kanbanReportContext, kanbanReportPage } from './kanban-report-scope.js';

const noTotals = { cards: 0, valueCents: 0, created: 0, won: 0, wonValueCents: 0, lost: 0 };

/** Every step's figures, in board order, from the step list and the two per-step reads. */
function stepRowsOf(steps: KanbanReportStep[], atEnd: StepAtEnd[], entries: StepEntries[]): KanbanStepFigures[] {
  const ends = new Map(atEnd.map((r) => [r.stepId, r]));
  const ins = new Map(entries.map((r) => [r.stepId, r]));
  return steps.map((step) => {
    const end = ends.get(step._id);
    const e = ins.get(step._id);
    // A lost step converts to nothing; a step with no step after it that is not lost has nowhere to go.
    const canAdvance = step.outcome !== 'lost' && steps.some((o) => o.position > step.position && o.outcome !== 'lost');
    const enteredCards = e?.enteredCards ?? 0;
    const advanced = canAdvance ? (e?.advanced ?? 0) : 0;
    return {
      step,
      cards: end?.cards ?? 0,
      valueCents: end?.valueCents ?? 0,
      entered: e?.entered ?? 0,
      enteredValueCents: e?.enteredValueCents ?? 0,
      enteredCards,
      advanced,
      conversion: canAdvance && enteredCards > 0 ? advanced / enteredCards : null,
    };
  });
}

/** The table's rows (every step of the board), for the page and the export. */
export async function kanbanStepRows(ctx: AppContext, scope: KanbanScope | null): Promise<KanbanStepFigures[]> {
  if (!scope) return [];
  const orm = ctx.db.orm;
  const [steps, atEnd, entries] = await Promise.all([reportSteps(orm, scope.kanbanId), stepsAtEnd(orm, scope), stepEntries(orm, scope)]);
  return stepRowsOf(steps, atEnd, entries);
}

export function createKanbanReportService(ctx: AppContext, clock: () => Date = () => new Date()) {
  async function summary(channelId: string, filters: ReportFilters): Promise<KanbanReportSummary> {
    const { req, boards, board, scope } = await kanbanReportContext(ctx, channelId, asPageQuery(filters), clock());
    const base = { statusCode: 200, period: req.period, kanbans: boards, kanban: board };
    if (!scope) return { ...base, summary: noTotals, steps: [] };
    // Totals read every stay of the board (steps deleted since included), the rows only live steps.
    const orm = ctx.db.orm;
    const [steps, atEnd, entries, totals] = await Promise.all([reportSteps(orm, scope.kanbanId), stepsAtEnd(orm, scope), stepEntries(orm, scope), entryTotals(orm, scope)]);
    return {
      ...base,
      summary: {
        cards: atEnd.reduce((sum, r) => sum + r.cards, 0),
        valueCents: atEnd.reduce((sum, r) => sum + r.valueCents, 0),
        ...totals,
      },
      steps: stepRowsOf(steps, atEnd, entries),
    };
  }

  async function page(channelId: string, pageNumber: number, query: ReportPageQuery): Promise<KanbanReportPage> {
    return kanbanReportPage(ctx, channelId, pageNumber, query, clock(), kanbanStepRows);
  }

  return { summary, page };
}

export type KanbanReportService = ReturnType<typeof createKanbanReportService>;
