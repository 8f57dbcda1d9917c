// GET /api/health for load balancers and the start-up check.
// The front door: other modules and app.ts import this module only from here.
export { healthRoutes } from './health.routes.js';
