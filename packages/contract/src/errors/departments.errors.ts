// The departments module's failures (apps/server/src/modules/departments).
import { defineErrors } from './define.js';

export const departmentsErrors = defineErrors({});
