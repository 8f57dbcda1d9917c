// The ids check's 404s come from the error catalogue with the bodies clients have always seen:
// `<entity>_not_found` and the entity's pt-BR message, or the caller's more precise catalogue error.
import { describe, expect, it } from 'vitest';
import { foreignId, ownedEntityErrors, type OwnedEntity } from '../owned-ids.js';

const expected: Record<OwnedEntity, string> = {
  tag: 'Etiqueta não encontrada.',
  operator: 'Operador não encontrado.',
  department: 'Departamento não encontrado.',
  contact: 'Contato não encontrado.',
  template: 'Modelo não encontrado.',
  tabulation: 'Tabulação não encontrada.',
  media: 'Arquivo não encontrado.',
  message: 'Mensagem não encontrada.',
  attendance: 'Atendimento não encontrado.',
  user: 'Usuário não encontrado.',
  product_category: 'Categoria não encontrada.',
  product: 'Produto não encontrado.',
};

describe('foreignId', () => {
  it.each(Object.keys(ownedEntityErrors) as OwnedEntity[])('%s: 404 <entity>_not_found with its message', (entity) => {
    const err = foreignId(entity);
    expect({ status: err.statusCode, code: err.code, message: err.erroMensagem }).toEqual({ status: 404, code: `${entity}_not_found`, message: expected[entity] });
  });

  it('a caller may name a more precise error under the same code', () => {
    const err = foreignId('department', 'bot_default_department_unknown');
    expect({ code: err.code, message: err.erroMensagem }).toEqual({ code: 'department_not_found', message: 'O departamento padrão escolhido não existe.' });
  });
});
