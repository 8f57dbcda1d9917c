// What both kanban reports do before reading: the checked report request (channel, zone, period,
// operator of the company) plus the board: the one asked for, which must be one of the company's
// (another company's, or a removed one, is kanban_not_found), else the first board by name. A
// company without boards gets no scope: the reports answer empty figures.
import type { KanbanReportBoard, ReportPageQuery } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import { fail } from '../../../platform/http/errors.js';
import { reportRequestOf, type ReportRequest } from '../../reports/index.js';
import { reportBoards, type KanbanScope } from './kanban-report.repository.js';

export type KanbanReportContext = {
  req: ReportRequest;
  /** The company's boards (the filter's choices). */
  boards: KanbanReportBoard[];
  board: KanbanReportBoard | null;
  scope: KanbanScope | null;
};

/** The board of an already checked request (exports resolve their stored request with it). */
export async function kanbanContextOf(ctx: AppContext, req: ReportRequest): Promise<KanbanReportContext> {
  const boards = await reportBoards(ctx.db.orm, req.channelId);
  const wanted = req.query.kanbanId;
  const board = wanted ? boards.find((b) => b._id === wanted) : boards[0];
  if (wanted && !board) throw fail('kanban_not_found');
  if (!board) return { req, boards, board: null, scope: null };
  const { from, to } = req.period;
  const scope: KanbanScope = { channelId: req.channelId, kanbanId: board._id, timezone: req.timezone, from, to, operatorId: req.query.operatorId ?? null };
  return { req, boards, board, scope };
}

export async function kanbanReportContext(ctx: AppContext, channelId: string, query: ReportPageQuery, now: Date): Promise<KanbanReportContext> {
  return kanbanContextOf(ctx, await reportRequestOf(ctx, channelId, query, now));
}

/** A page of either report's table: its rows (one a step, or one a person) are few, so read whole and sliced here. */
export async function kanbanReportPage<Row>(
  ctx: AppContext,
  channelId: string,
  pageNumber: number,
  query: ReportPageQuery,
  now: Date,
  rowsOf: (ctx: AppContext, scope: KanbanScope | null) => Promise<Row[]>,
) {
  const { req, scope } = await kanbanReportContext(ctx, channelId, query, now);
  const rows = await rowsOf(ctx, scope);
  const start = (pageNumber - 1) * query.perPage;
  return { statusCode: 200, period: req.period, items: rows.slice(start, start + query.perPage), page: pageNumber, perPage: query.perPage, total: rows.length };
}

/** Seconds from SQL as a report's whole seconds. */
export const wholeSeconds = (v: number | null): number | null => (v === null ? null : Math.round(v));
