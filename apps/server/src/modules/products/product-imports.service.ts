// Product files in and out: the upload (checked for its required columns, stored, its job queued in
// the same transaction), the import's progress, its error report (line, reason, original columns),
// and the export of the list as it is filtered, in the columns the import reads back.
import { randomUUID } from 'node:crypto';
import { PRODUCT_IMPORT_MAX_BYTES, productImportColumns, type ProductImport } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { Queue } from '../../platform/queue/queue.js';
import { fail } from '../../platform/http/errors.js';
import { fileTooLarge, type UploadedFile } from '../../platform/http/uploaded-file.js';
import { batchesOf, type SpreadsheetColumn } from '../../platform/http/spreadsheet-export.js';
import { mediaStorageKey, type MediaStorage } from '../../platform/storage/index.js';
import { dataRecords, importFormatOf, importProgressOf, readColumns, readStoredFile, UnreadableFileError } from '../contact-imports/index.js';
import { centsText, mapColumns } from './product-import-rows.js';
import { findProductImport, insertProductImport, productImportErrorsAfter, type ProductImportErrorRow, type ProductImportRow } from './product-imports.repository.js';
import { productsAfter, type ProductFilter, type ProductView } from './products.repository.js';
import { PRODUCT_IMPORT_QUEUE, type ProductImportJob } from './jobs/import-products.job.js';

const BATCH = 1000;
const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

const toImportView = (row: ProductImportRow): ProductImport => ({
  _id: row.id,
  fileName: row.fileName,
  status: row.status,
  ...importProgressOf(row),
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The export's columns: the import's headers, in its order. */
export const productColumns: SpreadsheetColumn<ProductView>[] = [
  { header: productImportColumns.skuId, value: (p) => p.skuId },
  { header: productImportColumns.name, value: (p) => p.name },
  { header: productImportColumns.description, value: (p) => p.description },
  { header: productImportColumns.category, value: (p) => p.categoryName ?? '' },
  { header: productImportColumns.price, value: (p) => centsText(p.priceCents) },
  { header: productImportColumns.salePrice, value: (p) => centsText(p.salePriceCents) },
  { header: productImportColumns.onSale, value: (p) => yesNo(p.onSale) },
  { header: productImportColumns.stock, value: (p) => p.stockQuantity },
  { header: productImportColumns.hide, value: (p) => yesNo(p.hide) },
];

export function createProductImportsService(ctx: AppContext, queue: Queue, storage: MediaStorage) {
  const orm = ctx.db.orm;

  async function owned(channelId: string, id: string) {
    const row = await findProductImport(orm, channelId, id);
    if (!row) throw fail('product_import_not_found');
    return row;
  }

  async function upload(channelId: string, userId: string | null, file: UploadedFile): Promise<ProductImport> {
    const format = importFormatOf(file.fileName, file.mimeType);
    if (!format) throw fail('unsupported_file_type');
    if (file.bytes.length === 0) throw fail('spreadsheet_empty');
    if (file.bytes.length > PRODUCT_IMPORT_MAX_BYTES) throw fileTooLarge(PRODUCT_IMPORT_MAX_BYTES);
    let totalRows = 0;
    try {
      const columns = await readColumns(file.bytes, format);
      if (!columns) throw fail('missing_header');
      const { missing } = mapColumns(columns);
      if (missing.length > 0) throw fail('product_import_missing_columns', { params: { columns: missing.join(', ') } });
      for await (const _ of dataRecords(file.bytes, format)) totalRows++;
    } catch (err) {
      if (err instanceof UnreadableFileError) throw fail(format === 'xlsx' ? 'unreadable_xlsx' : 'unreadable_csv');
      throw err;
    }
    if (totalRows === 0) throw fail('product_import_no_rows');

    const id = randomUUID();
    const fileKey = mediaStorageKey(channelId, id);
    await storage.put(fileKey, file.bytes);
    const row = await orm.transaction(async (tx) => {
      const inserted = await insertProductImport(tx, { id, channelId, userId, fileName: file.fileName || `produtos.${format}`, format, fileKey, totalRows });
      await queue.send(PRODUCT_IMPORT_QUEUE, { importId: id } satisfies ProductImportJob, { tx });
      return inserted;
    });
    queue.wake(PRODUCT_IMPORT_QUEUE);
    return toImportView(row);
  }

  const get = async (channelId: string, id: string) => toImportView(await owned(channelId, id));

  /** The rows that were not imported: line, reason, then the row as it was in the file. */
  async function errorReport(channelId: string, id: string) {
    const row = await owned(channelId, id);
    let columns: string[] = [];
    try {
      columns = (await readColumns(await readStoredFile(storage, row.fileKey), row.format as 'csv' | 'xlsx')) ?? [];
    } catch {
      const [first] = await productImportErrorsAfter(orm, row.id, null, 1);
      columns = first ? Object.keys(first.row) : [];
    }
    const report: SpreadsheetColumn<ProductImportErrorRow>[] = [
      { header: 'Linha', value: (e) => e.rowNumber },
      { header: 'Motivo', value: (e) => e.message },
      ...columns.map((column): SpreadsheetColumn<ProductImportErrorRow> => ({ header: column, value: (e) => e.row[column] ?? '' })),
    ];
    return {
      fileName: `erros-importacao-${row.fileName.replace(/\.(csv|xlsx)$/i, '')}`,
      columns: report,
      batches: batchesOf<ProductImportErrorRow>((last) => productImportErrorsAfter(orm, row.id, last, BATCH), BATCH),
    };
  }

  function exportOf(channelId: string, filters: ProductFilter) {
    return {
      fileName: 'produtos',
      columns: productColumns,
      batches: batchesOf<ProductView>((last) => productsAfter(orm, channelId, filters, last, BATCH), BATCH),
    };
  }

  return { upload, get, errorReport, exportOf };
}

export type ProductImportsService = ReturnType<typeof createProductImportsService>;
