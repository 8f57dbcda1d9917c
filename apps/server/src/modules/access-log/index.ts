// The access log: every login, failed login and logout, with IP and user agent, and its owner's screen.
// The front door: other modules and app.ts import this module only from here.
export { recordAccess } from './access-log.repository.js';
export { accessLogRoutes } from './access-log.routes.js';
