import { describe, expect, it } from 'vitest';
import { templateInputSchema, templateVariables, type TemplateInput } from '../templates.js';

const base: TemplateInput = { name: 'aviso', category: 'UTILITY', language: 'pt_BR', body: 'Olá {{1}}', bodyExamples: ['Ana'] };
const messages = (input: TemplateInput) => {
  const result = templateInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('template input', () => {
  it('reads the variables in order of appearance', () => {
    expect(templateVariables('{{2}} e {{ 1 }} e {{2}}')).toEqual([2, 1, 2]);
  });

  it.each<[string, TemplateInput, string | null]>([
    ['a valid template', base, null],
    ['a skipped variable', { ...base, body: 'Oi {{1}} {{3}}', bodyExamples: ['a', 'b'] }, 'Numere as variáveis em ordem: {{1}}, {{2}}, …'],
    ['too few examples', { ...base, body: 'Oi {{1}} {{2}}' }, 'Informe 2 exemplo(s), um para cada variável da mensagem'],
    ['an upper-case name', { ...base, name: 'Aviso' }, 'Use só letras minúsculas sem acento, números e _ (ex.: lembrete_pagamento)'],
    ['two header variables', { ...base, header: { format: 'TEXT', text: '{{1}} {{2}}', example: 'x' } }, 'O cabeçalho aceita no máximo uma variável ({{1}})'],
    ['a header variable without example', { ...base, header: { format: 'TEXT', text: 'Oi {{1}}' } }, 'Informe um exemplo para a variável do cabeçalho'],
    ['a footer variable', { ...base, footer: 'Até {{1}}' }, 'O rodapé não aceita variáveis'],
    ['a 26-character button', { ...base, buttons: [{ type: 'QUICK_REPLY', text: 'x'.repeat(26) }] }, 'O texto do botão tem no máximo 25 caracteres'],
    ['a link variable in the middle', { ...base, buttons: [{ type: 'URL', text: 'Ver', url: 'https://a.example/{{1}}/x', example: 'https://a.example/1/x' }] }, 'O link aceita uma variável ({{1}}), no final'],
    [
      'quick replies split by a link',
      { ...base, buttons: [{ type: 'QUICK_REPLY', text: 'A' }, { type: 'URL', text: 'L', url: 'https://a.example' }, { type: 'QUICK_REPLY', text: 'B' }] },
      'Agrupe as respostas rápidas: antes ou depois dos botões de link',
    ],
    ['an authentication template', { ...base, category: 'AUTHENTICATION' }, 'Modelos de autenticação usam o formato de código da Meta; crie-os no WhatsApp Manager'],
    ['a body over 1024 characters', { ...base, body: 'x'.repeat(1025), bodyExamples: [] }, 'O texto da mensagem tem no máximo 1024 caracteres'],
  ])('%s', (_name, input, expected) => {
    if (expected === null) expect(messages(input)).toEqual([]);
    else expect(messages(input)).toContain(expected);
  });
});
