// The attendances module's failures (apps/server/src/modules/attendances).
import { defineErrors } from './define.js';

export const attendancesErrors = defineErrors({});
