// Kanban (issue 19, module kanban with customerPortfolioEnabled): /manageKanbans (manage/) and
// /manageKanban (board/) are lazy route modules; what other features use of the kanban is exported
// here (add lines, never rename).
export { kanbanKeys } from './api/kanbans';
// The attendance panel's kanban: "Adicionar ao kanban" on an attendance and the contact panel's section.
export { AddToKanbanAction } from './panel/add-to-kanban-action';
export { ContactKanbanSection } from './panel/contact-kanban-section';
