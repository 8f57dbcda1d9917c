// Today's numbers of a channel for the home screen.
// The front door: other modules and app.ts import this module only from here.
export { dashboardRoutes } from './dashboard.routes.js';
export { createDashboardService } from './dashboard.service.js';
