import { describe, expect, it } from 'vitest';
import { PassThrough, Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { batchesOf, GC_EVERY_BATCHES, writeSpreadsheet, zipInputsOf, type SpreadsheetFormat } from '../spreadsheet-export.js';

type Row = { n: number };
const columns = [{ header: 'N', value: (r: Row) => r.n }];

/** Batches of `size` rows up to `total`, counting how many were read. */
function counting(total: number, size: number) {
  const state = { read: 0 };
  const batches = batchesOf<Row>(async (last) => {
    const from = last?.n ?? 0;
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({ n: from + i + 1 }));
    state.read += rows.length;
    return rows;
  }, size);
  return { state, batches };
}

/** A writable that holds every chunk until `release` is called (a reader that stopped reading). */
function heldWritable() {
  const chunks: Buffer[] = [];
  const waiting: Array<() => void> = [];
  let open = false;
  const out = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      if (open) done();
      else waiting.push(() => done());
    },
  });
  return {
    out,
    text: () => Buffer.concat(chunks).toString('utf8'),
    release: () => {
      open = true;
      for (const done of waiting.splice(0)) done();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('writing a spreadsheet into a stream', () => {
  it('reads no further batch while the stream it writes into is full, then writes every row once it drains', async () => {
    const { state, batches } = counting(100, 10);
    const target = heldWritable();
    const writing = writeSpreadsheet(target.out, { format: 'csv', fileName: 'x', columns, batches });
    await settle();
    // The first batch filled the 16-byte buffer: the writer waits instead of reading the other nine.
    expect(state.read).toBe(10);
    target.release();
    await writing;
    expect(state.read).toBe(100);
    const records = parse(target.text().slice(1), { delimiter: ';' }) as string[][];
    expect(records).toHaveLength(101);
    expect(records[100]).toEqual(['100']);
  });

  it.each<SpreadsheetFormat>(['csv', 'xlsx'])('stops (rejects) when the stream it writes into is destroyed half-way (%s)', async (format) => {
    const { state, batches } = counting(1000, 10);
    const target = heldWritable();
    const writing = writeSpreadsheet(target.out, { format, fileName: 'x', columns, batches });
    await settle();
    target.out.destroy();
    await expect(writing).rejects.toThrow('spreadsheet stream closed before the export ended');
    expect(state.read).toBeLessThan(1000);
  });

  it('ends the stream after the last row', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await writeSpreadsheet(out, { format: 'csv', fileName: 'x', columns, batches: counting(3, 2).batches });
    expect(out.writableEnded).toBe(true);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('\uFEFFN\r\n1\r\n2\r\n3\r\n');
  });
});

describe("exceljs's zip input", () => {
  it('is found where the XLSX writer looks for its backlog (an exceljs upgrade that moves it fails here)', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const out = new PassThrough();
    out.resume();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('x');
    for (let i = 0; i < 5000; i++) sheet.addRow([i, `linha ${i} com algum texto`]).commit();
    const inputs = zipInputsOf(sheet);
    expect(inputs).toHaveLength(1);
    expect(inputs[0]?.pending).toBeGreaterThan(0);
    sheet.commit();
    await workbook.commit();
  });
});

describe('a long export and the garbage collector', () => {
  it.each(['csv', 'xlsx'] as SpreadsheetFormat[])('asks node for a full collection every %s batches when node exposes it', async (format) => {
    const calls: number[] = [];
    const { state, batches } = counting(GC_EVERY_BATCHES * 2 * 3 + 1, 2);
    const globals = globalThis as { gc?: () => void };
    const before = globals.gc;
    globals.gc = () => calls.push(state.read);
    try {
      const out = new PassThrough();
      out.resume();
      await writeSpreadsheet(out, { format, fileName: 'x', columns, batches });
    } finally {
      globals.gc = before;
    }
    // Batches of 2 rows: a collection after every GC_EVERY_BATCHES batches, three times, not after the last one.
    const every = GC_EVERY_BATCHES * 2;
    expect(calls).toEqual([every, every * 2, every * 3]);
  });
});
