import { describe, expect, it } from 'vitest';
import {
  greetingAt,
  quickAnswerInputSchema,
  quickAnswerSearchQuerySchema,
  renderQuickAnswer,
  type QuickAnswerContext,
} from '../quick-answers.js';

const ctx = (overrides: Partial<QuickAnswerContext> = {}): QuickAnswerContext => ({
  contact: { name: 'Maria Aparecida Souza', number: '5511988887777' },
  protocol: '000042',
  operatorName: 'Ana Operadora',
  // 14:30 in São Paulo (UTC-3).
  now: new Date('2025-03-10T17:30:00Z'),
  timeZone: 'America/Sao_Paulo',
  ...overrides,
});

describe('quick answer variables', () => {
  it('fills name, first name, number, protocol, operator and greeting', () => {
    const text = '{{saudacao}}, {{primeiro_nome}}! Sou {{operador}}. Protocolo {{protocolo}} de {{nome}} ({{numero}}).';
    expect(renderQuickAnswer(text, ctx())).toBe(
      'Boa tarde, Maria! Sou Ana Operadora. Protocolo 000042 de Maria Aparecida Souza (+55 (11) 9 8888-7777).',
    );
  });

  it('renders an unnamed contact as empty text, not "null"', () => {
    expect(renderQuickAnswer('Olá {{nome}}|{{primeiro_nome}}|', ctx({ contact: { name: null, number: '5511988887777' } }))).toBe('Olá ||');
    expect(renderQuickAnswer('[{{nome}}]', ctx({ contact: { name: '   ', number: '1' } }))).toBe('[]');
  });

  it('formats the number as spec section 5 says: country code added, ninth digit spaced', () => {
    expect(renderQuickAnswer('{{numero}}', ctx({ contact: { name: null, number: '11988887777' } }))).toBe('+55 (11) 9 8888-7777');
    expect(renderQuickAnswer('{{numero}}', ctx({ contact: { name: null, number: '551133334444' } }))).toBe('+55 (11) 3333-4444');
  });

  it('lets the screen hide the digits of the number when the operator has privacy on', () => {
    const masked = renderQuickAnswer('{{numero}}', ctx({ maskNumber: (formatted) => `••••${formatted.slice(-4)}` }));
    expect(masked).toBe('••••7777');
  });

  it('accepts spaces and capitals inside the braces and keeps unknown variables as written', () => {
    expect(renderQuickAnswer('{{ Nome }} {{PROTOCOLO}} {{cpf}} {nome}', ctx())).toBe('Maria Aparecida Souza 000042 {{cpf}} {nome}');
  });

  it('repeats a variable as many times as it appears', () => {
    expect(renderQuickAnswer('{{primeiro_nome}} {{primeiro_nome}}', ctx())).toBe('Maria Maria');
  });
});

describe('greeting in the channel time zone', () => {
  const at = (iso: string, zone = 'America/Sao_Paulo') => greetingAt(new Date(iso), zone);

  it('says Bom dia from 05:00 to 11:59', () => {
    expect(at('2025-03-10T08:00:00Z')).toBe('Bom dia'); // 05:00
    expect(at('2025-03-10T14:59:00Z')).toBe('Bom dia'); // 11:59
  });

  it('says Boa tarde from 12:00 to 17:59', () => {
    expect(at('2025-03-10T15:00:00Z')).toBe('Boa tarde'); // 12:00
    expect(at('2025-03-10T20:59:00Z')).toBe('Boa tarde'); // 17:59
  });

  it('says Boa noite from 18:00 to 04:59', () => {
    expect(at('2025-03-10T21:00:00Z')).toBe('Boa noite'); // 18:00
    expect(at('2025-03-11T03:00:00Z')).toBe('Boa noite'); // 00:00
    expect(at('2025-03-11T07:59:00Z')).toBe('Boa noite'); // 04:59
  });

  it("uses the channel's zone, not the machine's", () => {
    // 10:00 UTC: 07:00 in São Paulo, 19:00 in Tokyo.
    expect(at('2025-03-10T10:00:00Z', 'America/Sao_Paulo')).toBe('Bom dia');
    expect(at('2025-03-10T10:00:00Z', 'Asia/Tokyo')).toBe('Boa noite');
  });

  it('falls back to São Paulo for an unknown zone instead of failing', () => {
    expect(at('2025-03-10T10:00:00Z', 'Nowhere/Atlantis')).toBe('Bom dia');
  });
});

describe('quick answer input', () => {
  const parse = (shortcut: string, text = 'Olá') => quickAnswerInputSchema.safeParse({ shortcut, text });
  const firstMessage = (shortcut: string, text = 'Olá') => {
    const result = parse(shortcut, text);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts letters (accents too), digits, hyphen and underscore up to 30 characters', () => {
    expect(parse('saudacao').success).toBe(true);
    expect(parse('bom-dia_2').success).toBe(true);
    expect(parse('saudação').success).toBe(true);
    expect(parse('a'.repeat(30)).success).toBe(true);
  });

  it('explains each refusal in Portuguese', () => {
    expect(firstMessage('')).toBe('Informe o atalho');
    expect(firstMessage('a'.repeat(31))).toBe('O atalho deve ter no máximo 30 caracteres');
    expect(firstMessage('/oi')).toBe('Escreva o atalho sem a barra (/) do início');
    expect(firstMessage('bom dia')).toBe('Use no atalho apenas letras, números, hífen (-) ou sublinhado (_), sem espaços');
    expect(firstMessage('oi', '   ')).toBe('Informe o texto da resposta');
    expect(firstMessage('oi', 'x'.repeat(4097))).toBe('O texto deve ter no máximo 4096 caracteres');
  });

  it('ignores a leading slash in a search, so `/sau` searches "sau"', () => {
    expect(quickAnswerSearchQuerySchema.parse({ search: '/sau' })).toEqual({ search: 'sau', limit: 20 });
    expect(quickAnswerSearchQuerySchema.parse({ search: '' })).toEqual({ search: undefined, limit: 20 });
  });
});
