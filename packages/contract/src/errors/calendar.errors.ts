// The calendar module's failures (apps/server/src/modules/calendar).
import { defineErrors } from './define.js';

export const calendarErrors = defineErrors({
  calendar_event_not_found: { status: 404, code: 'not_found', message: 'Compromisso não encontrado.' },
  /** Another user's calendar the caller may not keep (an operator's, a manager's without Manageoperators). */
  calendar_not_own: { status: 403, message: 'Você só pode gerenciar os seus próprios compromissos.' },
});
