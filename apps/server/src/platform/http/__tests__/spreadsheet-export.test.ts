import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { attachmentHeader, batchesOf, sendSpreadsheet, type SpreadsheetFormat } from '../spreadsheet-export.js';

type Person = { id: number; name: string; city: string | null };
const people: Person[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Pessoa ${i + 1}; "aspas"`, city: i % 2 ? 'São Paulo' : null }));

let app: FastifyInstance;
let failAfterFirstBatch = false;

beforeAll(async () => {
  app = Fastify();
  app.get<{ Querystring: { format: SpreadsheetFormat } }>('/export', (request, reply) =>
    sendSpreadsheet(reply, {
      format: request.query.format,
      fileName: 'Contatos ação',
      columns: [
        { header: 'Código', value: (p: Person) => p.id },
        { header: 'Nome', value: (p: Person) => p.name },
        { header: 'Cidade', value: (p: Person) => p.city },
      ],
      batches: batchesOf<Person>(async (last) => {
        if (failAfterFirstBatch && last) throw new Error('database went away');
        const from = last ? last.id : 0;
        return people.filter((p) => p.id > from).slice(0, 10);
      }, 10),
    }),
  );
  app.get<{ Querystring: { format: SpreadsheetFormat } }>('/formulas', (request, reply) =>
    sendSpreadsheet(reply, {
      format: request.query.format,
      fileName: 'formulas',
      columns: [
        { header: 'Texto', value: (r: FormulaRow) => r.text },
        { header: 'Número', value: (r: FormulaRow) => r.number },
      ],
      batches: batchesOf<FormulaRow>(async (last) => (last ? [] : formulaRows), 100),
    }),
  );
  await app.ready();
});

type FormulaRow = { text: string; number: number };
const formulaTexts = ['=1+1', '+5511999998888', '-5', '@SUM(A1:A2)', '\tcmd', '\rcmd', '=HYPERLINK("http://x","y")', 'Maria', "'já citado", ' =espaço antes'];
const formulaRows: FormulaRow[] = formulaTexts.map((text, i) => ({ text, number: -5 - i }));
const neutralised = formulaTexts.map((text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text));
afterAll(() => app.close());

describe('spreadsheet export', () => {
  it('writes every batch as CSV with ";" separators, quoting, a BOM and the file name', async () => {
    const res = await app.inject({ url: '/export?format=csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Contatos%20a%C3%A7%C3%A3o.csv");
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(26);
    expect(lines[0]).toBe('Código;Nome;Cidade');
    expect(lines[1]).toBe('1;"Pessoa 1; ""aspas""";');
    expect(lines[2]).toBe('2;"Pessoa 2; ""aspas""";São Paulo');
  });

  it('writes an XLSX file that a spreadsheet reader opens with the same rows', async () => {
    const res = await app.inject({ url: '/export?format=xlsx' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(26);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Código', 'Nome', 'Cidade']);
    expect(sheet?.getRow(26).getCell(1).value).toBe(25);
    expect(sheet?.getRow(3).getCell(3).value).toBe('São Paulo');
  });

  it('a failure half-way breaks the download instead of ending it as if it were complete', async () => {
    failAfterFirstBatch = true;
    try {
      await expect(app.inject({ url: '/export?format=csv' })).rejects.toThrow();
    } finally {
      failAfterFirstBatch = false;
    }
  });

  it('CSV: a text that starts like a formula (=, +, -, @, tab, CR) gets a leading quote; numbers stay numbers', async () => {
    const res = await app.inject({ url: '/formulas?format=csv' });
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];
    expect(rows.slice(1).map((r) => r[0])).toEqual(neutralised);
    expect(rows.slice(1).map((r) => r[1])).toEqual(formulaRows.map((r) => String(r.number)));
  });

  it('XLSX: the same texts are prefixed and written as strings, never as formulas; negative numbers stay numbers', async () => {
    const res = await app.inject({ url: '/formulas?format=xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const texts = formulaRows.map((_, i) => sheet?.getRow(i + 2).getCell(1));
    // XML reads a CR back as LF; the quote in front is what matters.
    expect(texts.map((c) => c?.value)).toEqual(neutralised.map((v) => v.replace(/\r/g, '\n')));
    expect(texts.every((c) => c?.type === ExcelJS.ValueType.String)).toBe(true);
    const numbers = formulaRows.map((_, i) => sheet?.getRow(i + 2).getCell(2));
    expect(numbers.map((c) => c?.value)).toEqual(formulaRows.map((r) => r.number));
    expect(numbers.every((c) => c?.type === ExcelJS.ValueType.Number)).toBe(true);
  });

  it('names files with accents safely for old clients too', () => {
    expect(attachmentHeader('Relatório ação.xlsx')).toBe(`attachment; filename="Relatorio_acao.xlsx"; filename*=UTF-8''Relat%C3%B3rio%20a%C3%A7%C3%A3o.xlsx`);
  });
});
