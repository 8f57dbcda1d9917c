// The kanban API's answers that boards.ts and cards.ts do not name: the boards' page, a deletion's
// outcome, a step order's outcome and the query of GET /api/kanbans/{id}/board.
import { z } from 'zod';
import { pagedSchema } from '../common.js';
import { kanbanInputSchema, kanbanRowSchema, kanbanStepActionSchema, kanbanStepInputSchema } from './boards.js';
import { kanbanBoardFiltersSchema, kanbanCardEditableSchema } from './cards.js';

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

// PATCH bodies without defaults: `.partial()` of a schema with `.default()`s fills the absent fields
// with their defaults (zod 4), so a rename would also clear a board's departments or a card's value.
// The routes read these; a field left out stays as it is.
const board = kanbanInputSchema.shape;
export const kanbanPatchBodySchema = z.object({
  name: board.name.optional(),
  departmentIds: board.departmentIds.unwrap().optional(),
  archived: z.boolean().optional(),
});

const step = kanbanStepInputSchema.shape;
/** PATCH /api/kanbans/{kanbanId}/steps/{stepId}: the fields given. */
export const kanbanStepPatchSchema = z.object({
  name: step.name.optional(),
  color: step.color.optional(),
  outcome: step.outcome.unwrap().optional(),
  action: kanbanStepActionSchema.optional(),
});
export type KanbanStepPatch = z.input<typeof kanbanStepPatchSchema>;

const card = kanbanCardEditableSchema.shape;
/** PATCH /api/kanbans/{kanbanId}/cards/{cardId}: what kanbanCardPatchSchema accepts, the absent fields left as they are. */
export const kanbanCardPatchBodySchema = z.object({
  title: card.title.optional(),
  valueCents: card.valueCents.unwrap().optional(),
  responsibleOperatorId: card.responsibleOperatorId.unwrap().optional(),
  tagIds: card.tagIds.unwrap().optional(),
  dueDate: card.dueDate.unwrap().optional(),
  notes: card.notes.unwrap().optional(),
  version: z.number().int(),
});
