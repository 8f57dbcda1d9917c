// A template draft with every part (text header with a variable, body variables, footer, both button
// kinds), for the template tests of each provider.
import type { TemplateInput } from '@atende/contract';

export const reminderTemplate = (footer: string): TemplateInput => ({
  name: 'lembrete_pagamento',
  category: 'UTILITY',
  language: 'pt_BR',
  header: { format: 'TEXT', text: 'Olá, {{1}}', example: 'Ana' },
  body: 'Sua fatura de {{1}} vence em {{2}}.',
  bodyExamples: ['R$ 99,90', '10/12'],
  footer,
  buttons: [
    { type: 'QUICK_REPLY', text: 'Já paguei' },
    { type: 'URL', text: 'Ver fatura', url: 'https://loja.example.com/fatura/{{1}}', example: 'https://loja.example.com/fatura/123' },
  ],
});
