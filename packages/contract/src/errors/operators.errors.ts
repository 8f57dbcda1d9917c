// The operators module's failures (apps/server/src/modules/operators). `operator_not_found` is the
// answer for an operator id that is not the company's (the ids check, platform/db/owned-ids);
// `operator_missing` is the module's own 404, under the shared code.
import { defineErrors } from './define.js';
import { WORK_TIME_OVER_MESSAGE } from '../constants.js';
import { HOURS_ORDER_MESSAGE } from '../operators.js';

export const operatorsErrors = defineErrors({
  operator_not_found: { status: 404, message: 'Operador não encontrado.' },
  operator_missing: { status: 404, code: 'not_found', message: 'Operador não encontrado.' },
  operator_status_not_own: { status: 403, code: 'forbidden', message: 'Você só pode alterar o seu próprio status.' },
  work_time_over: { status: 408, message: WORK_TIME_OVER_MESSAGE },
  /** Carries `data: { attendances }`, the open ones (logoffRefusedDataSchema). */
  attendances_open: { status: 409, message: 'Finalize ou transfira seus atendimentos antes de ficar offline.' },
  invalid_hours: { status: 400, message: HOURS_ORDER_MESSAGE },
  target_deleted: { status: 400, message: 'O operador de destino foi excluído.' },
});
