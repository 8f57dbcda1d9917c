// The dashboard module's failures (apps/server/src/modules/dashboard).
import { defineErrors } from './define.js';

export const dashboardErrors = defineErrors({});
