// Users and sessions: login (with its limits), tokens, profile, account edits and session updates.
// The front door: other modules and app.ts import this module only from here.
export { prepareAccountChanges, writeAccountChanges } from './account-edit.js';
export { createLoginLimits } from './login-limits.js';
export { pushSessionUpdates } from './session-updates.events.js';
export { pushAccountEvents } from './users.events.js';
export { countUsers, insertUser, loginTaken, type UserRow } from './users.repository.js';
export { usersRoutes } from './users.routes.js';
export { createUsersService } from './users.service.js';
