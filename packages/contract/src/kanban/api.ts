// The kanban API's answers that boards.ts and cards.ts do not name: the boards' page, a deletion's
// outcome, a step order's outcome and the query of GET /api/kanbans/{id}/board.
import { z } from 'zod';
import { pagedSchema } from '../common.js';
import { kanbanRowSchema } from './boards.js';
import { kanbanBoardFiltersSchema } from './cards.js';

/** GET /api/kanbans/page/{page}: rows of /manageKanbans. */
export const kanbanPageSchema = pagedSchema(kanbanRowSchema);

/** DELETE /api/kanbans/{id}: how many cards went to the target board and how many were dropped (deleted, or their contact was already there). */
export const kanbanDeleteResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  moved: z.number().int(),
  removed: z.number().int(),
});
export type KanbanDeleteResponse = z.infer<typeof kanbanDeleteResponseSchema>;

/** GET /api/kanbans/{id}/board: the filters only (every column's first page). */
export const kanbanBoardQuerySchema = kanbanBoardFiltersSchema;
