// The templates module's failures (apps/server/src/modules/templates).
import { defineErrors } from './define.js';

export const templatesErrors = defineErrors({});
