// The users module's failures (apps/server/src/modules/users).
import { defineErrors } from './define.js';

export const usersErrors = defineErrors({});
