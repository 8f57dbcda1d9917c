// Kanban (issue 19, module kanban with customerPortfolioEnabled): /manageKanbans (manage/) and
// /manageKanban (board/) are lazy route modules; what other features use of the kanban is exported
// here (add lines, never rename).
export { kanbanKeys } from './api/kanbans';
