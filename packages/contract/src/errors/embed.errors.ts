// The embed module's failures (apps/server/src/modules/embed): issuing the embedded chat's token. An
// operator that is not the channel's answers `operator_missing` (operators.errors.ts).
import { defineErrors } from './define.js';

export const embedErrors = defineErrors({
  embed_not_own: { status: 403, message: 'Você só pode obter o token do seu próprio chat incorporado.' },
  operator_blocked: { status: 409, message: 'Este operador está bloqueado e não pode usar o chat incorporado.' },
});
