import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber as normalizeImportedNumber } from '@atende/contract';
import { evaluateRow, parseBirthday, parseOptedOut, randomTagColor, suggestMapping } from '../contact-import-rows.js';
import { detectDelimiter, readRows } from '../contact-import-file.js';

describe('imported phone numbers', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11 8765-4321', '551187654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['5511987654321', '5511987654321'],
    ['011 98765-4321', '5511987654321'],
    ['+1 415 555 0100', '14155550100'],
    ['00 351 912 345 678', '351912345678'],
  ])('%s is stored as %s', (raw, stored) => {
    expect(normalizeImportedNumber(raw)).toBe(stored);
  });

  it.each(['12345', '+55 11 1234', '+55 11 98765-43210', '+1234567890123456', 'sem número'])('%s is invalid', (raw) => {
    expect(normalizeImportedNumber(raw)).toBeNull();
  });
});

describe('birthdays', () => {
  const today = new Date('2025-06-01T12:00:00Z');
  it('reads dd/mm/aaaa and aaaa-mm-dd', () => {
    expect(parseBirthday('20/05/1990', today)).toBe('1990-05-20');
    expect(parseBirthday('5/1/2000', today)).toBe('2000-01-05');
    expect(parseBirthday('1990-05-20', today)).toBe('1990-05-20');
  });
  it('refuses dates that do not exist, the future and other shapes', () => {
    for (const raw of ['31/02/1990', '2025-06-02', '1899-12-31', '05-20-1990x', 'maio de 1990']) expect(parseBirthday(raw, today)).toBeNull();
  });
});

describe('suggested mapping', () => {
  it('matches pt-BR and English headers ignoring accents, case and punctuation; each column once', () => {
    expect(suggestMapping(['WhatsApp', 'NOME', 'Email', 'Tag', 'Data de Nascimento', 'Documento', 'Responsavel', 'Codigo'])).toEqual({
      number: 'WhatsApp',
      name: 'NOME',
      code: 'Codigo',
      email: 'Email',
      tag: 'Tag',
      birthday: 'Data de Nascimento',
      document: 'Documento',
      responsible: 'Responsavel',
      optedOut: null,
    });
    expect(suggestMapping(['Phone', 'Mobile', 'Observação'])).toMatchObject({ number: 'Phone', name: null, email: null });
  });

  it("reads back the export's own headers, \"Não receber campanhas\" included", () => {
    const exported = ['Nome', 'Número', 'Código', 'E-mail', 'Etiqueta', 'Responsável', 'Aniversário', 'CPF/CNPJ', 'Não receber campanhas'];
    expect(suggestMapping(exported)).toEqual({
      number: 'Número',
      name: 'Nome',
      code: 'Código',
      email: 'E-mail',
      tag: 'Etiqueta',
      birthday: 'Aniversário',
      document: 'CPF/CNPJ',
      responsible: 'Responsável',
      optedOut: 'Não receber campanhas',
    });
  });
});

describe('"Não receber campanhas" cells', () => {
  it.each(['Sim', 'SIM', ' s ', 'x', '1', 'yes', 'true'])('%s marks the contact', (raw) => expect(parseOptedOut(raw)).toBe(true));
  it.each(['', 'Não', 'nao', 'N', '0', 'false'])('%j keeps what the contact had', (raw) => expect(parseOptedOut(raw)).toBe(false));
  it('anything else is a reported row, not a guess', () => {
    const context = { operators: new Map<string, string>(), seen: new Set<string>() };
    const mapping = { number: 'Fone', optedOut: 'Campanhas' };
    expect(parseOptedOut('talvez')).toBeNull();
    expect(evaluateRow({ Fone: '11987654321', Campanhas: 'talvez' }, mapping, context)).toEqual({ ok: false, reason: 'invalid_opt_out' });
    expect(evaluateRow({ Fone: '11987654322', Campanhas: 'Sim' }, mapping, context)).toMatchObject({ ok: true, contact: { optedOut: true } });
    expect(evaluateRow({ Fone: '11987654323' }, mapping, context)).toMatchObject({ ok: true, contact: { optedOut: false } });
  });
});

describe('rows', () => {
  it('a number is imported once; its repeat is a duplicate', () => {
    const seen = new Set<string>();
    const context = { operators: new Map<string, string>(), seen };
    const mapping = { number: 'Fone' };
    expect(evaluateRow({ Fone: '11987654321' }, mapping, context)).toMatchObject({ ok: true, contact: { number: '5511987654321', name: null } });
    expect(evaluateRow({ Fone: '+55 (11) 98765-4321' }, mapping, context)).toEqual({ ok: false, reason: 'duplicate_in_file' });
  });
});

describe('files', () => {
  it('random tag colours keep each component at or under 200', () => {
    for (let i = 0; i < 200; i++) {
      const c = randomTagColor();
      expect(c).toMatch(/^#[0-9a-f]{6}$/);
      for (const part of [c.slice(1, 3), c.slice(3, 5), c.slice(5, 7)]) expect(parseInt(part, 16)).toBeLessThanOrEqual(200);
    }
  });
  it('detects the separator of the header line, ignoring quoted text', () => {
    expect(detectDelimiter('Nome;Número;E-mail\n"a,b";1;2')).toBe(';');
    expect(detectDelimiter('"Nome; completo",Phone\n')).toBe(',');
  });
});

describe('a file our export wrote', () => {
  it('imports formula-like texts without the quote the export put in front, and leaves other quotes alone', async () => {
    const csv = Buffer.from(`Nome;Código\r\n"'=HYPERLINK(""http://x"";""y"")";'-12\r\n'já citado;''=dois\r\n`);
    const rows = [];
    for await (const row of readRows(csv, 'csv')) rows.push(row.cells);
    expect(rows).toEqual([
      ['Nome', 'Código'],
      ['=HYPERLINK("http://x";"y")', '-12'],
      ["'já citado", "''=dois"],
    ]);
  });
});
