// The operators module's failures (apps/server/src/modules/operators).
import { defineErrors } from './define.js';

export const operatorsErrors = defineErrors({});
