// The blacklist module's failures (apps/server/src/modules/blacklist).
import { defineErrors } from './define.js';

export const blacklistErrors = defineErrors({});
