// Contact imports of a channel: the upload (stored, read once for the preview), the start with the
// chosen column mapping (queues the background job), status, history, cancel and the error report.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  CONTACT_IMPORT_MAX_BYTES,
  contactImportReasonLabels,
  type ContactImport,
  type ContactImportErrorReason,
  type ContactImportFormat,
  type ContactImportMapping,
  type ContactImportPreview,
} from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import type { Queue } from '../../platform/queue/queue.js';
import { fail } from '../../platform/http/errors.js';
import { fileTooLarge, type UploadedFile } from '../../platform/http/uploaded-file.js';
import { batchesOf, type SpreadsheetColumn } from '../../platform/http/spreadsheet-export.js';
import { mediaStorageKey, type MediaStorage } from '../../platform/storage/index.js';
import { inspectFile, readColumns, UnreadableFileError } from './contact-import-file.js';
import { suggestMapping } from './contact-import-rows.js';
import { readStoredFile } from './contact-import-storage.js';
import { toContactImportView } from './contact-import-view.js';
import {
  cancelImport,
  findImport,
  importErrorsAfter,
  insertImport,
  listImports,
  queueImport,
  type ContactImportErrorRow,
} from './contact-imports.repository.js';
import { CONTACT_IMPORT_QUEUE, type ContactImportJob } from './jobs/import-contacts.job.js';

const REPORT_BATCH = 1000;

/** The format from the file name, else from its declared type; null when it is neither CSV nor XLSX. */
export function importFormatOf(fileName: string, mimeType: string): ContactImportFormat | null {
  const ext = path.extname(fileName).toLowerCase();
  if (ext === '.csv') return 'csv';
  if (ext === '.xlsx') return 'xlsx';
  if (ext) return null;
  if (mimeType === 'text/csv' || mimeType === 'application/csv') return 'csv';
  if (mimeType === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  return null;
}

export function createContactImportsService(ctx: AppContext, queue: Queue, storage: MediaStorage) {
  const orm = ctx.db.orm;

  async function owned(channelId: string, id: string) {
    const row = await findImport(orm, channelId, id);
    if (!row) throw fail('contact_import_not_found');
    return row;
  }

  async function upload(channelId: string, userId: string | null, file: UploadedFile): Promise<ContactImportPreview> {
    const format = importFormatOf(file.fileName, file.mimeType);
    if (!format) throw fail('unsupported_file_type');
    if (file.bytes.length === 0) throw fail('spreadsheet_empty');
    if (file.bytes.length > CONTACT_IMPORT_MAX_BYTES) throw fileTooLarge(CONTACT_IMPORT_MAX_BYTES);
    let overview;
    try {
      overview = await inspectFile(file.bytes, format);
    } catch (err) {
      if (err instanceof UnreadableFileError) throw fail(format === 'xlsx' ? 'unreadable_xlsx' : 'unreadable_csv');
      throw err;
    }
    if (!overview) throw fail('missing_header');
    if (overview.totalRows === 0) throw fail('no_rows');

    const id = randomUUID();
    const fileKey = mediaStorageKey(channelId, id);
    await storage.put(fileKey, file.bytes);
    const row = await insertImport(orm, { id, channelId, userId, fileName: file.fileName || `contatos.${format}`, format, fileKey, totalRows: overview.totalRows });
    return {
      statusCode: 201,
      import: toContactImportView(row),
      columns: overview.columns,
      sampleRows: overview.sampleRows,
      suggestedMapping: suggestMapping(overview.columns),
    };
  }

  async function start(channelId: string, id: string, mapping: ContactImportMapping): Promise<ContactImport> {
    const row = await owned(channelId, id);
    if (row.status !== 'uploaded') throw fail('import_already_started');
    const columns = await readColumns(await readStoredFile(storage, row.fileKey), row.format as ContactImportFormat);
    const unknown = Object.values(mapping).find((column): column is string => !!column && !columns?.includes(column));
    if (unknown) throw fail('unknown_column', { params: { column: unknown } });
    const used = Object.values(mapping).filter((c): c is string => !!c);
    const repeated = used.find((c, i) => used.indexOf(c) !== i);
    if (repeated) throw fail('column_mapped_twice', { params: { column: repeated } });

    const queued = await orm.transaction(async (tx) => {
      const updated = await queueImport(tx, channelId, id, mapping);
      if (!updated) return null;
      await queue.send(CONTACT_IMPORT_QUEUE, { importId: id, channelId } satisfies ContactImportJob, { tx });
      return updated;
    });
    if (!queued) throw fail('import_already_started');
    queue.wake(CONTACT_IMPORT_QUEUE);
    return toContactImportView(queued);
  }

  async function get(channelId: string, id: string): Promise<ContactImport> {
    return toContactImportView(await owned(channelId, id));
  }

  async function list(channelId: string, page: number, perPage: number) {
    const { rows, total } = await listImports(orm, channelId, page, perPage);
    return { items: rows.map(toContactImportView), page, perPage, total };
  }

  async function cancel(channelId: string, id: string): Promise<ContactImport> {
    await owned(channelId, id);
    const row = await cancelImport(orm, channelId, id);
    if (!row) throw fail('import_finished');
    const view = toContactImportView(row);
    ctx.bus.emit('contact_import.progress', { importId: row.id, channelId, view });
    return view;
  }

  /** The error report: line, reason in pt-BR, then the row as it was in the file, column by column. */
  async function errorReport(channelId: string, id: string) {
    const row = await owned(channelId, id);
    let columns: string[] | null = null;
    try {
      columns = await readColumns(await readStoredFile(storage, row.fileKey), row.format as ContactImportFormat);
    } catch {
      // The file is gone or unreadable: the columns come from the error rows themselves.
    }
    if (!columns) {
      const [first] = await importErrorsAfter(orm, row.id, null, 1);
      columns = first ? Object.keys(first.row) : [];
    }
    const reports: SpreadsheetColumn<ContactImportErrorRow>[] = [
      { header: 'Linha', value: (e) => e.rowNumber },
      { header: 'Motivo', value: (e) => contactImportReasonLabels[e.reason as ContactImportErrorReason] ?? e.reason },
      ...columns.map((column): SpreadsheetColumn<ContactImportErrorRow> => ({ header: column, value: (e) => e.row[column] ?? '' })),
    ];
    const base = row.fileName.replace(/\.(csv|xlsx)$/i, '');
    return {
      fileName: `erros-importacao-${base}`,
      columns: reports,
      batches: batchesOf<ContactImportErrorRow>((last) => importErrorsAfter(orm, row.id, last, REPORT_BATCH), REPORT_BATCH),
    };
  }

  return { upload, start, get, list, cancel, errorReport };
}

export type ContactImportsService = ReturnType<typeof createContactImportsService>;
