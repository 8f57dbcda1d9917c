// The kanban reports (/reportKanban, /reportKanbanPerformance): their routes, services and export
// tables. Re-exported by the kanban module's front door for app.ts.
export { kanbanReportRoutes } from './kanban-report.routes.js';
export { createKanbanReportService, type KanbanReportService } from './kanban-report.service.js';
export { createKanbanPerformanceService, type KanbanPerformanceService } from './kanban-performance.service.js';
export { kanbanReportTable, kanbanPerformanceTable } from './kanban-report.table.js';
