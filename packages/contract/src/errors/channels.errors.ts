// The channels module's failures (apps/server/src/modules/channels): channels, their provider
// accounts and their managers (supervisors). `channel_not_found` is the answer of every service that
// looks a channel up (a path's channel that is not the caller's is common's path_channel_not_found).
import { defineErrors } from './define.js';

export const channelsErrors = defineErrors({
  channel_not_found: { status: 404, code: 'not_found', message: 'Canal não encontrado.' },
  channel_number_admin_only: { status: 403, message: 'Apenas o administrador da plataforma altera o número do canal.' },
  same_channel: { status: 400, message: 'Um canal não pode ser secundário de si mesmo.' },
  provider_account_taken: {
    status: 409,
    message: 'A conta do provedor informada (número ou app) já pertence a outro canal. Confira as credenciais.',
  },
  supervisor_not_found: { status: 404, code: 'not_found', message: 'Supervisor não encontrado.' },
});
