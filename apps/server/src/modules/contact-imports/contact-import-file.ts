// Reads an uploaded contact file row by row: CSV (";" or ",", UTF-8 with or without BOM, Latin-1 when
// the bytes are not UTF-8, quoted fields) or the first sheet of an XLSX (exceljs' streaming reader).
// Blank rows are skipped everywhere, so the upload's count, the preview and the job agree on what a
// "data row" is; the first non-blank row is the header.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ContactImportFormat } from '@atende/contract';
import { withoutFormulaQuote } from '../../platform/http/spreadsheet-export.js';
import { xlsxFirstSheetRows } from './xlsx-first-sheet.js';

export type SheetRow = {
  /** The row's line in the file (1-based; the header is normally line 1). */
  line: number;
  cells: string[];
};

/** The file cannot be read as the format it claims. */
export class UnreadableFileError extends Error {}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

export function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = latin1.decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The separator of the header line: whichever of ";" and "," appears more often outside quotes. */
export function detectDelimiter(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (semicolons + commas > 0) break;
    } else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

const isBlank = (cells: string[]) => cells.every((c) => c === '');

async function* csvRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  const text = decodeText(bytes);
  const parser = Readable.from([text]).pipe(
    parse({ delimiter: detectDelimiter(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const cells = record.map((c) => c.trim());
      if (!isBlank(cells)) yield { line: info.lines, cells };
    }
  } catch (err) {
    throw new UnreadableFileError(`csv: ${(err as Error).message}`);
  }
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A cell of exceljs as text: rich text joined, links by their text, formulas by their result, dates as YYYY-MM-DD. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDate(value);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'VERDADEIRO' : 'FALSO';
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text?: string }>; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text ?? '').join('').trim();
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
  }
  return '';
}

async function* xlsxRows(bytes: Buffer): AsyncGenerator<SheetRow> {
  if (bytes.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') throw new UnreadableFileError('xlsx: not a zip file');
  try {
    for await (const row of xlsxFirstSheetRows(bytes)) {
      const values = Array.isArray(row.values) ? (row.values as unknown[]).slice(1) : [];
      const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i]));
      if (!isBlank(cells)) yield { line: row.number, cells };
    }
  } catch (err) {
    if (err instanceof UnreadableFileError) throw err;
    throw new UnreadableFileError(`xlsx: ${(err as Error).message}`);
  }
}

/** Every non-blank row of the file, the header first; a cell our export quoted (a formula-like text) without the quote. */
export async function* readRows(bytes: Buffer, format: ContactImportFormat): AsyncGenerator<SheetRow> {
  for await (const row of format === 'csv' ? csvRows(bytes) : xlsxRows(bytes)) yield { line: row.line, cells: row.cells.map(withoutFormulaQuote) };
}

/** The header's cells as column names: blanks named by position, repeats numbered, so each is a unique key. */
export function columnNames(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, i) => {
    const base = raw.trim() || `Coluna ${i + 1}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

export type FileOverview = { columns: string[]; sampleRows: string[][]; totalRows: number };

/** The header, the first `sample` data rows and the count of data rows; null when there is no header. */
export async function inspectFile(bytes: Buffer, format: ContactImportFormat, sample = 5): Promise<FileOverview | null> {
  let columns: string[] | null = null;
  const sampleRows: string[][] = [];
  let totalRows = 0;
  for await (const row of readRows(bytes, format)) {
    if (!columns) {
      columns = columnNames(row.cells);
      continue;
    }
    totalRows++;
    if (sampleRows.length < sample) sampleRows.push(columns.map((_, i) => row.cells[i] ?? ''));
  }
  return columns ? { columns, sampleRows, totalRows } : null;
}

/** The data rows as records keyed by column name, with their position (1-based) among the data rows. */
export async function* dataRecords(bytes: Buffer, format: ContactImportFormat): AsyncGenerator<{ index: number; line: number; record: Record<string, string> }> {
  let columns: string[] | null = null;
  let index = 0;
  for await (const row of readRows(bytes, format)) {
    if (!columns) {
      columns = columnNames(row.cells);
      continue;
    }
    index++;
    const record: Record<string, string> = {};
    columns.forEach((name, i) => {
      record[name] = row.cells[i] ?? '';
    });
    yield { index, line: row.line, record };
  }
}

/** Only the header's column names (the error report lists the original columns in their order). */
export async function readColumns(bytes: Buffer, format: ContactImportFormat): Promise<string[] | null> {
  for await (const row of readRows(bytes, format)) return columnNames(row.cells);
  return null;
}
