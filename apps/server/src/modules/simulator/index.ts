// The /simulador page's server side: who may play the customer's phone, its uploads and its live events.
// The front door: other modules and app.ts import this module only from here.
export { attachSimulator } from './simulator.events.js';
export { simulatorRoutes } from './simulator.routes.js';
