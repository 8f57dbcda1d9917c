// The demo company on an empty database (and, for `npm start`, the living store around it).
// The front door: other modules and app.ts import this module only from here.
export { demoLogins, seedDemo, type DemoSeedResult } from './demo-seed.js';
