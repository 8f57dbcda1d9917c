// The blacklist module's failures (apps/server/src/modules/blacklist).
import { defineErrors } from './define.js';

export const blacklistErrors = defineErrors({
  number_already_blocked: { status: 409, message: 'Este número já está bloqueado.' },
  number_not_blocked: { status: 404, code: 'not_found', message: 'Este número não está bloqueado.' },
});
