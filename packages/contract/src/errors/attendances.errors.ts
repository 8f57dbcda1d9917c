// The attendances module's failures (apps/server/src/modules/attendances): reading, transferring,
// finishing and pulling attendances, and the owner's list. `attendance_not_found` answers under the
// shared code "not_found" (the transcripts answer it too).
import { defineErrors } from './define.js';
import { ALREADY_PULLED_MESSAGE, TABULATION_REQUIRED_MESSAGE } from '../conversations.js';

export const attendancesErrors = defineErrors({
  attendance_not_found: { status: 404, code: 'not_found', message: 'Atendimento não encontrado.' },
  attendances_not_own: { status: 403, code: 'forbidden', message: 'Você só vê os seus atendimentos.' },
  transfer_target: { status: 400, message: 'Escolha um operador ou um departamento.' },
  attendance_closed: { status: 409, message: 'Este atendimento já foi finalizado.' },
  /** Carries `data: [{ field: 'tabulationId', message }]`. */
  tabulation_required: { status: 400, message: TABULATION_REQUIRED_MESSAGE },
  pull_operators_only: { status: 403, code: 'forbidden', message: 'Apenas operadores puxam atendimentos da fila.' },
  other_department: { status: 403, message: 'Este atendimento é de um departamento que não é o seu.' },
  already_pulled: { status: 409, message: ALREADY_PULLED_MESSAGE },
  /** `cap`: the counted cap, written the pt-BR way; carries `data: [{ field: 'page', message }]`. */
  page_too_deep: { status: 400, message: 'A lista mostra até {cap} atendimentos: use os filtros para encontrar os mais antigos.' },
});
