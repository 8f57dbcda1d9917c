// The quick-answers module's failures (apps/server/src/modules/quick-answers).
import { defineErrors } from './define.js';

export const quickAnswersErrors = defineErrors({});
