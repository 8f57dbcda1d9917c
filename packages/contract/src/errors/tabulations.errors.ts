// The tabulations module's failures (apps/server/src/modules/tabulations). `tabulation_not_found` is
// the answer for a tabulation id that is not the company's (the ids check, platform/db/owned-ids);
// `tabulation_missing` is the module's own 404, under the shared code.
import { defineErrors } from './define.js';

export const tabulationsErrors = defineErrors({
  tabulation_not_found: { status: 404, message: 'Tabulação não encontrada.' },
  tabulation_missing: { status: 404, code: 'not_found', message: 'Tabulação não encontrada.' },
  tabulation_name_taken: { status: 409, message: 'Já existe uma tabulação com este nome.' },
  tabulation_replacement_not_found: { status: 404, code: 'replacement_not_found', message: 'Tabulação de destino não encontrada.' },
  tabulation_same_replacement: { status: 400, code: 'invalid_replacement', message: 'Escolha outra tabulação para os atendimentos desta.' },
});
