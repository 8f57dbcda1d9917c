// Tabulations: the reasons an attendance is finished with.
// The front door: other modules and app.ts import this module only from here.
export { countTabulations, insertTabulation } from './tabulations.repository.js';
export { tabulationsRoutes } from './tabulations.routes.js';
export { createTabulationsService } from './tabulations.service.js';
