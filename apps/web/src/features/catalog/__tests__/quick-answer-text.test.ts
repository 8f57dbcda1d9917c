import { describe, expect, it } from 'vitest';
import { insertVariable, previewQuickAnswer } from '../model/quick-answer-text';

describe('insertVariable', () => {
  it('puts the variable at the cursor and moves the cursor after it', () => {
    expect(insertVariable('Olá, !', 'nome', 5)).toEqual({ text: 'Olá, {{nome}}!', cursor: 13 });
  });

  it('replaces the selected text', () => {
    expect(insertVariable('Olá, cliente!', 'primeiro_nome', 5, 12)).toEqual({ text: 'Olá, {{primeiro_nome}}!', cursor: 22 });
  });

  it('appends when the cursor is past the end or the text is empty', () => {
    expect(insertVariable('', 'saudacao', 0).text).toBe('{{saudacao}}');
    expect(insertVariable('Oi ', 'operador', 99).text).toBe('Oi {{operador}}');
  });
});

describe('previewQuickAnswer', () => {
  const sample = {
    contactName: 'Maria Oliveira',
    number: '5511987654321',
    protocol: '20250001',
    operatorName: 'Ana',
    // 10:00 in São Paulo.
    now: new Date('2025-03-10T13:00:00Z'),
    timeZone: 'America/Sao_Paulo',
  };

  it('fills every variable with the sample values, as the composer will with the real ones', () => {
    expect(previewQuickAnswer('{{saudacao}}, {{primeiro_nome}}! Sou {{operador}}. Protocolo {{protocolo}}.', sample)).toBe(
      'Bom dia, Maria! Sou Ana. Protocolo 20250001.',
    );
    expect(previewQuickAnswer('{{nome}}', sample)).toBe('Maria Oliveira');
    expect(previewQuickAnswer('{{numero}}', sample)).toBe('+55 (11) 9 8765-4321');
  });

  it('leaves an unknown variable as written so the typo shows', () => {
    expect(previewQuickAnswer('Olá {{nomee}}', sample)).toBe('Olá {{nomee}}');
  });
});
