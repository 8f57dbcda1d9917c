// The departments module's failures (apps/server/src/modules/departments). `department_not_found` is
// the answer for a department id that is not the company's (the ids check, platform/db/owned-ids);
// `department_missing` is the module's own 404, under the shared code.
import { defineErrors } from './define.js';

export const departmentsErrors = defineErrors({
  department_not_found: { status: 404, message: 'Departamento não encontrado.' },
  department_missing: { status: 404, code: 'not_found', message: 'Departamento não encontrado.' },
  department_name_taken: { status: 409, message: 'Já existe um departamento com este nome.' },
  department_replacement_not_found: { status: 404, code: 'replacement_not_found', message: 'Departamento de destino não encontrado.' },
  department_same_replacement: { status: 400, code: 'invalid_replacement', message: 'Escolha outro departamento para receber o que está neste.' },
});
