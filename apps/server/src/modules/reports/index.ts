// Reports: aggregated in SQL per channel (today the Gupshup traffic report).
// The front door: other modules and app.ts import this module only from here.
export { gupshupTrafficRoutes } from './gupshup-traffic.routes.js';
export { createGupshupTrafficService } from './gupshup-traffic.service.js';
