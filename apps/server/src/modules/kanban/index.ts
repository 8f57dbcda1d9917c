// Kanban (issue 19): boards, steps and cards that follow the conversations, the board's live room, the
// steps' automatic actions (jobs) and the kanban reports. What app.ts uses.
export { createKanbanBoardsService, type KanbanBoardsService } from './kanban-boards.service.js';
export { createKanbanCardsService, type KanbanCardsService } from './kanban-cards.service.js';
export { kanbanBoardsRoutes } from './kanban-boards.routes.js';
export { kanbanCardsRoutes } from './kanban-cards.routes.js';
export { pushKanbanEvents } from './kanban.events.js';
export {
  enqueueStepActions,
  startStepActions,
  stepActionQueue,
  stepActionSweepQueue,
  runStepActionJob,
  sweepLostStepActions,
  STEP_ACTION_QUEUE,
} from './step-actions/step-action.job.js';
export * from './reports/index.js';
