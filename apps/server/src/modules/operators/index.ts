// Operators: their accounts, statuses, working hours (and the panels closed outside them), presence and
// the work-time-over job.
// The front door: other modules and app.ts import this module only from here.
export { presenceQueue, workPresenceChecks } from './jobs/presence-check.job.js';
export { scheduleWorkTimeOver, workTimeQueue } from './jobs/work-time-over.job.js';
export { pushOperatorEvents } from './operators.events.js';
export { insertOperator } from './operators.repository.js';
export { closePanelsOutsideHours } from './outside-hours.js';
export { operatorsRoutes } from './operators.routes.js';
export { createOperatorsService } from './operators.service.js';
export { watchOperatorPresence } from './presence.js';
