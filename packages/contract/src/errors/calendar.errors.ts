// The calendar module's failures (apps/server/src/modules/calendar).
import { defineErrors } from './define.js';

export const calendarErrors = defineErrors({
  calendar_event_not_found: { status: 404, code: 'not_found', message: 'Compromisso não encontrado.' },
  calendar_not_own: { status: 403, message: 'Você só pode gerenciar os seus próprios compromissos.' },
  calendar_operator_required: { status: 400, code: 'operator_required', message: 'Escolha o operador do compromisso.' },
});
