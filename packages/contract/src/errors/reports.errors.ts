// The reports module's failures (apps/server/src/modules/reports).
import { defineErrors } from './define.js';

export const reportsErrors = defineErrors({});
