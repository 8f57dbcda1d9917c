// The messages module's failures (apps/server/src/modules/messages).
import { defineErrors } from './define.js';

export const messagesErrors = defineErrors({});
