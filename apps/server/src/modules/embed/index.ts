// The embedded chat: short-lived embed tokens and the revocation of live sockets.
// The front door: other modules and app.ts import this module only from here.
export { closeRevokedSockets } from './embed.events.js';
export { embedRoutes } from './embed.routes.js';
export { createEmbedService } from './embed.service.js';
