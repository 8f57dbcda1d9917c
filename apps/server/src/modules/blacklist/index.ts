// The channel's blocked numbers: the owner's list and the intake check that drops their messages.
// The front door: other modules and app.ts import this module only from here.
export { blockedContactIds } from './blacklist-intake.js';
export { blacklistRoutes } from './blacklist.routes.js';
export { createBlacklistService } from './blacklist.service.js';
