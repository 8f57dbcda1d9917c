// The demo company on an empty database.
// The front door: other modules and app.ts import this module only from here.
export { demoLogins, seedDemo } from './demo-seed.js';
