// The embed module's failures (apps/server/src/modules/embed).
import { defineErrors } from './define.js';

export const embedErrors = defineErrors({});
