// The calendar module's failures (apps/server/src/modules/calendar).
import { defineErrors } from './define.js';

export const calendarErrors = defineErrors({});
