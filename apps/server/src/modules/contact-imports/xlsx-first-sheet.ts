// The first sheet of an XLSX, row by row, read through the zip's central directory.
// exceljs' streaming WorkbookReader reads the zip in one forward pass, and that pass can end before its
// last entries (exceljs#3064): about one read in a hundred of a workbook exceljs wrote lost its workbook
// part (an error) or its shared strings and styles (empty texts, dates as numbers). Here the bytes are
// already in memory (the upload limit is 10 MB), so every part is opened by name: relationships, workbook,
// shared strings and styles first, then the sheet, still parsed row by row by exceljs' own readers.
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';

export type XlsxRow = { number: number; values: unknown };

/** The WorkbookReader's part parsers, which its own streaming pass calls (exceljs 4.4). */
type WorkbookParts = {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(chunks: AsyncIterable<unknown>, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<XlsxRow> }>;
  workbookRels?: Array<{ Id: string; Target: string }>;
  model?: { sheets?: Array<{ rId: string }> };
};

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The zip path of the workbook's first tab, or else the lowest-numbered sheet part. */
function firstSheetPath(parts: WorkbookParts, paths: string[]): string | undefined {
  const firstTab = parts.model?.sheets?.[0];
  const target = firstTab && parts.workbookRels?.find((rel) => rel.Id === firstTab.rId)?.Target;
  if (target) {
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (paths.includes(path)) return path;
  }
  const sheetNumber = (path: string) => Number(SHEET_PATH.exec(path)?.[1]);
  return paths.filter((path) => SHEET_PATH.test(path)).sort((a, b) => sheetNumber(a) - sheetNumber(b))[0];
}

/** Throws when the bytes are not a zip; yields nothing when the workbook has no sheet. */
export async function* xlsxFirstSheetRows(bytes: Buffer): AsyncGenerator<XlsxRow> {
  const directory = await unzipper.Open.buffer(bytes);
  const open = (path: string) => directory.files.find((file) => file.path === path)?.stream();
  const options = { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' } as const;
  const parts = new ExcelJS.stream.xlsx.WorkbookReader(Buffer.alloc(0) as unknown as Readable, options) as unknown as WorkbookParts;

  const rels = open('xl/_rels/workbook.xml.rels');
  if (rels) await parts._parseRels(rels);
  const workbook = open('xl/workbook.xml');
  if (workbook) await parts._parseWorkbook(workbook);
  const sharedStrings = open('xl/sharedStrings.xml');
  if (sharedStrings) for await (const _ of parts._parseSharedStrings(sharedStrings));
  const styles = open('xl/styles.xml');
  if (styles) await parts._parseStyles(styles);

  const sheetPath = firstSheetPath(parts, directory.files.map((file) => file.path));
  const sheet = sheetPath && open(sheetPath);
  if (!sheetPath || !sheet) return;
  for (const { value: rows } of parts._parseWorksheet(sheet, SHEET_PATH.exec(sheetPath)?.[1] ?? '1')) {
    yield* rows;
    return;
  }
}
