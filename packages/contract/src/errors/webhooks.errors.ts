// The webhooks module's failures (apps/server/src/modules/webhooks).
import { defineErrors } from './define.js';

export const webhooksErrors = defineErrors({});
