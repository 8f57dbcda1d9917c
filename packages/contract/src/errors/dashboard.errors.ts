// The dashboard module's failures (apps/server/src/modules/dashboard). It has none of its own: a
// channel that is gone answers channels' `channel_not_found`.
import { defineErrors } from './define.js';

export const dashboardErrors = defineErrors({});
