// The contacts module's failures (apps/server/src/modules/contacts). `contact_not_found` is the answer
// for a contact id that is not the company's (the ids check, platform/db/owned-ids, and the calendar's
// contact an operator may not see); `contact_missing` is the module's own 404, under the shared code.
import { defineErrors } from './define.js';

export const contactsErrors = defineErrors({
  contact_not_found: { status: 404, message: 'Contato não encontrado.' },
  contact_missing: { status: 404, code: 'not_found', message: 'Contato não encontrado.' },
  contact_number_taken: { status: 409, message: 'Já existe um contato com este número.' },
  contact_has_attendances: { status: 409, message: 'Este contato tem atendimentos e não pode ser excluído: o histórico é mantido.' },
});
