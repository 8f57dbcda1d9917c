// /reportKanbanPerformance: how long cards stay in each step (stays that ended in the period, mean and
// exact 90th percentile) and, per person who moved cards, the stays they opened, their wins, the value
// won and the time to win. Definitions: the contract's kanban-report.ts.
import type { DurationFigure, KanbanMoverRow, KanbanPerformancePage, KanbanPerformanceSummary, NamedRef, ReportFilters, ReportPageQuery } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { asPageQuery } from '../../reports/index.js';
import { reportSteps, type KanbanScope } from './kanban-report.repository.js';
import { moverFigures, moverNames, timeInSteps, type Measured } from './kanban-performance.repository.js';
import { kanbanReportContext, kanbanReportPage, wholeSeconds } from './kanban-report-scope.js';

const figureOf = (m: Measured | undefined): DurationFigure => ({ count: m?.count ?? 0, averageSeconds: wholeSeconds(m?.average ?? null), p90Seconds: wholeSeconds(m?.p90 ?? null) });
const REMOVED_USER = 'Usuário removido';
const noMoves = { moved: 0, won: 0, wonValueCents: 0, timeToWin: figureOf(undefined), timeInStep: figureOf(undefined) };

/** Most moves first, then by name; moves nobody is recorded for last. */
const byUser = (a: KanbanMoverRow, b: KanbanMoverRow) =>
  !a.user || !b.user ? (a.user ? -1 : b.user ? 1 : 0) : b.moved - a.moved || a.user.name.localeCompare(b.user.name, 'pt-BR') || a.user._id.localeCompare(b.user._id);

/** The per-person rows and the board's totals. A user whose row is gone for good keeps a row of its own. */
async function movers(ctx: AppContext, scope: KanbanScope): Promise<{ rows: KanbanMoverRow[]; total: KanbanMoverRow | null }> {
  const figures = await moverFigures(ctx.db.orm, scope);
  const names = await moverNames(ctx.db.orm, scope.channelId, figures.filter((f) => !f.total && f.userId).map((f) => f.userId as string));
  const toRow = (f: (typeof figures)[number]): KanbanMoverRow => {
    const user: NamedRef | null = f.userId ? { _id: f.userId, name: names.get(f.userId) ?? REMOVED_USER } : null;
    return { user, moved: f.moved, won: f.won, wonValueCents: f.wonValueCents, timeToWin: figureOf(f.timeToWin) };
  };
  const total = figures.find((f) => f.total);
  return { rows: figures.filter((f) => !f.total).map(toRow).sort(byUser), total: total ? toRow(total) : null };
}

/** The table's rows (every person who moved cards), for the page and the export. */
export async function kanbanMoverRows(ctx: AppContext, scope: KanbanScope | null): Promise<KanbanMoverRow[]> {
  return scope ? (await movers(ctx, scope)).rows : [];
}

export function createKanbanPerformanceService(ctx: AppContext, clock: () => Date = () => new Date()) {
  async function summary(channelId: string, filters: ReportFilters): Promise<KanbanPerformanceSummary> {
    const { req, boards, board, scope } = await kanbanReportContext(ctx, channelId, asPageQuery(filters), clock());
    const base = { statusCode: 200, period: req.period, kanbans: boards, kanban: board };
    if (!scope) return { ...base, summary: noMoves, steps: [] };
    const [steps, times, moved] = await Promise.all([reportSteps(ctx.db.orm, scope.kanbanId), timeInSteps(ctx.db.orm, scope), movers(ctx, scope)]);
    const byStep = new Map(times.map((t) => [t.stepId, t.time]));
    const total = moved.total;
    return {
      ...base,
      summary: {
        moved: total?.moved ?? 0,
        won: total?.won ?? 0,
        wonValueCents: total?.wonValueCents ?? 0,
        timeToWin: total?.timeToWin ?? figureOf(undefined),
        timeInStep: figureOf(byStep.get(null)),
      },
      steps: steps.map((step) => ({ step, time: figureOf(byStep.get(step._id)) })),
    };
  }

  async function page(channelId: string, pageNumber: number, query: ReportPageQuery): Promise<KanbanPerformancePage> {
    return kanbanReportPage(ctx, channelId, pageNumber, query, clock(), kanbanMoverRows);
  }

  return { summary, page };
}

export type KanbanPerformanceService = ReturnType<typeof createKanbanPerformanceService>;
