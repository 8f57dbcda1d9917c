// Writes a list as a CSV or XLSX file, reading it in batches so a 100,000-row export never sits in
// memory at once: to a reply (sendSpreadsheet) or to any writable stream, a stored file for instance
// (writeSpreadsheet). The writer waits for the stream to drain, so a slow reader holds the next batch
// back instead of letting it pile up in memory. CSV uses ";" and a UTF-8 BOM, which is what Excel in
// Brazilian Portuguese opens correctly; the import reads both ";" and ",".
import { EventEmitter } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { attachmentHeader, setFileSafetyHeaders } from './file-serving.js';

export type SpreadsheetFormat = 'csv' | 'xlsx';
export type SpreadsheetCell = string | number | null | undefined;
export type SpreadsheetColumn<Row> = { header: string; value: (row: Row) => SpreadsheetCell };

export type SpreadsheetExport<Row> = {
  format: SpreadsheetFormat;
  /** Without extension; the format's is added. */
  fileName: string;
  columns: readonly SpreadsheetColumn<Row>[];
  batches: AsyncIterable<readonly Row[]>;
  /** Sheet name in the XLSX file. */
  sheetName?: string;
};

export const spreadsheetContentTypes: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** RFC 6266: an ASCII fallback and the UTF-8 name (the file policy's, file-serving.ts). */
export { attachmentHeader };

// CSV/formula injection (OWASP): a spreadsheet runs a cell that starts with one of these as a formula
// (=HYPERLINK(...) to a phishing site, a DDE command). Text that starts so gets a leading quote, which
// shows it as the text it is; numbers are numbers (a numeric -5 stays -5).
const formulaStart = /^[=+\-@\t\r]/;

/** A cell of an imported file as it was before our export quoted it, so an exported file imports unchanged. */
export const withoutFormulaQuote = (text: string): string => (text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text);

/** The value as every export writes it: empty for nothing, formula-like text neutralised. */
export function safeCell(value: SpreadsheetCell): string | number {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value;
}

const CLOSED_EARLY = 'spreadsheet stream closed before the export ended';

/**
 * Resolves once `target` emits 'drain' (at once when `full` is false); rejects when `out`, the file
 * being written, closes or fails meanwhile. `target` is `out` itself, or a stream inside exceljs.
 */
function drainOf(target: EventEmitter, full: boolean, out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error(CLOSED_EARLY));
  if (!full) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      target.off('drain', onDrain).off('error', settle);
      out.off('close', onClose).off('error', settle);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error(CLOSED_EARLY));
    target.on('drain', onDrain).on('error', settle);
    out.on('close', onClose).on('error', settle);
  });
}

const drained = (out: Writable) => drainOf(out, out.writableNeedDrain, out);

// exceljs (4.4) pipes each sheet into its zip without backpressure: its sheet stream ignores what the
// zip's input answers, so while deflate runs behind, rows pile up in that input (hundreds of MB for a
// million rows). After each batch we wait while that input holds more than this many bytes. The shape
// is exceljs's internals (sheet.stream.pipes, readable-stream's _writableState); if it changes, the
// check finds nothing and the export still works, only without this limit.
const ZIP_BACKLOG_BYTES = 1 << 20;

/** The zip inputs exceljs pipes a sheet into, with the bytes each holds; empty when the internals are not as expected. */
export function zipInputsOf(sheet: unknown): Array<{ input: EventEmitter; pending: number }> {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(pipes)) return [];
  return pipes.flatMap((pipe: unknown) => {
    const pending = (pipe as { _writableState?: { length?: unknown } } | null)?._writableState?.length;
    return pipe instanceof EventEmitter && typeof pending === 'number' ? [{ input: pipe, pending }] : [];
  });
}

async function zipCaughtUp(sheet: unknown, out: Writable): Promise<void> {
  for (const { input, pending } of zipInputsOf(sheet)) await drainOf(input, pending > ZIP_BACKLOG_BYTES, out);
}

// A long export allocates fast: each batch is parsed while the database answers, lives across a few
// minor collections and is promoted, and V8 lets the old generation grow a long way before a full
// collection clears it (a million rows took the process from ~150 MB to ~370 MB of RSS, with no
// row kept). A full collection every GC_EVERY_BATCHES batches (~20,000 rows; tens of ms each, a
// second or so over a million rows) keeps the export within ~60 MB of its start (measured: CSV 221 MB
// from 176, XLSX 229 MB from 167, at the same speed). Every 50 batches was not enough (348 MB). It needs node's --expose-gc, which `npm start` passes; without it this
// does nothing and a heap cap does the same (docs/operations.md).
export const GC_EVERY_BATCHES = 10;

/** Every GC_EVERY_BATCHES batches, a full collection (when node exposes it). */
function pacedCollector(): () => void {
  const collectGarbage = (globalThis as { gc?: () => void }).gc;
  let batches = 0;
  return () => {
    if (collectGarbage && ++batches % GC_EVERY_BATCHES === 0) collectGarbage();
  };
}

async function writeCsv<Row>(out: Writable, spec: SpreadsheetExport<Row>): Promise<void> {
  const collect = pacedCollector();
  out.write('\uFEFF');
  out.write(stringify([spec.columns.map((c) => c.header)], { delimiter: ';', record_delimiter: '\r\n' }));
  for await (const batch of spec.batches) {
    const records = batch.map((row) => spec.columns.map((c) => safeCell(c.value(row))));
    if (records.length > 0) out.write(stringify(records, { delimiter: ';', record_delimiter: '\r\n' }));
    await drained(out);
    collect();
  }
}

async function writeXlsx<Row>(out: Writable, spec: SpreadsheetExport<Row>): Promise<void> {
  // exceljs zips into `out` through a pipe: waiting for the zip's input and then `out` to drain after
  // each batch keeps the rows held to a few batches when the zip or the reader is slower than the database.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(spec.sheetName ?? 'Planilha');
  sheet.columns = spec.columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const collect = pacedCollector();
  for await (const batch of spec.batches) {
    for (const row of batch) sheet.addRow(spec.columns.map((c) => safeCell(c.value(row)))).commit();
    await zipCaughtUp(sheet, out);
    await drained(out);
    collect();
  }
  sheet.commit();
  await workbook.commit();
}

/** Rejects when `out` fails or closes before it finished; `stop` removes the listeners. */
function closedEarly(out: Writable): { closed: Promise<never>; stop: () => void } {
  let stop = () => {};
  const closed = new Promise<never>((_resolve, reject) => {
    const onClose = () => {
      if (!out.writableFinished) reject(new Error(CLOSED_EARLY));
    };
    out.on('close', onClose).on('error', reject);
    stop = () => out.off('close', onClose).off('error', reject);
  });
  closed.catch(() => undefined);
  return { closed, stop };
}

/**
 * Writes the whole file into `out` and ends it. Rejects on the first failure (of a batch or of `out`,
 * closed early included), leaving `out` to the caller: it destroys it, so nothing reads a truncated
 * file as complete.
 */
export async function writeSpreadsheet<Row>(out: Writable, spec: SpreadsheetExport<Row>): Promise<void> {
  const write = spec.format === 'csv' ? writeCsv(out, spec) : writeXlsx(out, spec);
  // exceljs's commit would wait forever for a stream that was destroyed: stop waiting when it closes.
  write.catch(() => undefined);
  const early = closedEarly(out);
  try {
    await Promise.race([write, early.closed]);
  } finally {
    early.stop();
  }
  if (!out.writableEnded) out.end();
}

/** Streams the export as the reply. A failure half-way ends the download with an error, never a truncated "success". */
export function sendSpreadsheet<Row>(reply: FastifyReply, spec: SpreadsheetExport<Row>): FastifyReply {
  const out = new PassThrough();
  // A download under the same policy as every file we send (nosniff, sandbox).
  setFileSafetyHeaders(reply);
  reply.header('Content-Type', spreadsheetContentTypes[spec.format]);
  reply.header('Content-Disposition', attachmentHeader(`${spec.fileName}.${spec.format}`));
  reply.header('Cache-Control', 'no-store');
  writeSpreadsheet(out, spec).then(
    () => undefined,
    (err: unknown) => {
      reply.log.error({ err }, 'spreadsheet export failed');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  return reply.send(out);
}

/** Reads a query in keyset-paged batches: `next(after)` returns the rows after the last one seen. */
export async function* batchesOf<Row>(next: (last: Row | null) => Promise<readonly Row[]>, size: number): AsyncIterable<readonly Row[]> {
  let last: Row | null = null;
  for (;;) {
    const rows = await next(last);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1] ?? null;
  }
}
