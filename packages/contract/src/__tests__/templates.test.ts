import { describe, expect, it } from 'vitest';
import { headerSampleLink, headerSampleProblem, templateInputSchema, templateVariables, type TemplateInput } from '../templates.js';

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
    ['a media header without its sample', { ...base, header: { format: 'IMAGE', example: ' ' } }, 'Envie um arquivo de exemplo'],
    ['a media header with an uploaded sample handle', { ...base, header: { format: 'IMAGE', example: '4::aW1hZ2UvanBlZw==:ARb1' } }, null],
  ])('%s', (_name, input, expected) => {
    if (expected === null) expect(messages(input)).toEqual([]);
    else expect(messages(input)).toContain(expected);
  });
});

describe('media header samples', () => {
  const MB = 1024 * 1024;
  it.each<[string, Parameters<typeof headerSampleProblem>, string | null]>([
    ['a 5 MB PNG image', ['IMAGE', { mimeType: 'image/png', size: 5 * MB }], null],
    ['a JPEG named image/jpg', ['IMAGE', { mimeType: 'image/jpg', size: 10 }], null],
    ['an image one byte over 5 MB', ['IMAGE', { mimeType: 'image/jpeg', size: 5 * MB + 1 }], 'Arquivo grande demais: o exemplo de um cabeçalho de imagem tem até 5 MB.'],
    ['a WEBP image', ['IMAGE', { mimeType: 'image/webp', size: 10 }], 'O exemplo de um cabeçalho de imagem precisa ser JPEG ou PNG.'],
    ['a 3GPP video (Meta uploads only MP4)', ['VIDEO', { mimeType: 'video/3gpp', size: 10 }], 'O exemplo de um cabeçalho de vídeo precisa ser MP4.'],
    ['a video over 16 MB', ['VIDEO', { mimeType: 'video/mp4', size: 16 * MB + 1 }], 'Arquivo grande demais: o exemplo de um cabeçalho de vídeo tem até 16 MB.'],
    ['a 100 MB PDF', ['DOCUMENT', { mimeType: 'application/pdf', size: 100 * MB }], null],
    ['a Word document', ['DOCUMENT', { mimeType: 'application/msword', size: 10 }], 'O exemplo de um cabeçalho de documento precisa ser PDF.'],
    ['an empty PDF', ['DOCUMENT', { mimeType: 'application/pdf', size: 0 }], 'O arquivo de exemplo está vazio.'],
  ])('%s', (_name, args, expected) => {
    expect(headerSampleProblem(...args)?.message ?? null).toBe(expected);
  });

  it('offers a listed sample to the composer only when it is a link, never an upload handle', () => {
    expect(headerSampleLink({ format: 'IMAGE', example: 'https://scontent.example/a.jpg' })).toBe('https://scontent.example/a.jpg');
    expect(headerSampleLink({ format: 'IMAGE', example: '4::aW1hZ2UvanBlZw==:ARb1' })).toBe('');
    expect(headerSampleLink({ format: 'TEXT', text: 'Oi' })).toBe('');
    expect(headerSampleLink(null)).toBe('');
  });
});
