// The transcripts module's failures (apps/server/src/modules/transcripts).
import { defineErrors } from './define.js';

export const transcriptsErrors = defineErrors({});
