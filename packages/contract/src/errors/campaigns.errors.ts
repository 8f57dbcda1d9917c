// The campaigns module's failures (apps/server/src/modules/campaigns).
import { defineErrors } from './define.js';

export const campaignsErrors = defineErrors({});
