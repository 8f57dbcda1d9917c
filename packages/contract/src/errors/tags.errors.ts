// The tags module's failures (apps/server/src/modules/tags).
import { defineErrors } from './define.js';

export const tagsErrors = defineErrors({});
