// The tags module's failures (apps/server/src/modules/tags). `tag_not_found` is the answer for a tag
// id that is not the company's (the ids check, platform/db/owned-ids); `tag_missing` is the module's
// own 404, under the shared code.
import { defineErrors } from './define.js';

export const tagsErrors = defineErrors({
  tag_not_found: { status: 404, message: 'Etiqueta não encontrada.' },
  tag_missing: { status: 404, code: 'not_found', message: 'Etiqueta não encontrada.' },
  tag_name_taken: { status: 409, message: 'Já existe uma etiqueta com este nome.' },
  tag_replacement_not_found: { status: 404, code: 'replacement_not_found', message: 'Etiqueta de destino não encontrada.' },
  tag_same_replacement: { status: 400, code: 'invalid_replacement', message: 'Escolha outra etiqueta para os contatos desta.' },
});
