// The media module's failures (apps/server/src/modules/media).
import { defineErrors } from './define.js';

export const mediaErrors = defineErrors({});
