// The simulator module's failures (apps/server/src/modules/simulator).
import { defineErrors } from './define.js';

export const simulatorErrors = defineErrors({});
