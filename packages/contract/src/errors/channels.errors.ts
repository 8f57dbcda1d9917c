// The channels module's failures (apps/server/src/modules/channels).
import { defineErrors } from './define.js';

export const channelsErrors = defineErrors({});
