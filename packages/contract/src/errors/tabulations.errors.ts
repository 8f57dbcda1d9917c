// The tabulations module's failures (apps/server/src/modules/tabulations).
import { defineErrors } from './define.js';

export const tabulationsErrors = defineErrors({});
