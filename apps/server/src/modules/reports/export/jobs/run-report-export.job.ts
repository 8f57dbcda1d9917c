// A background export (above the sync limit): the report's rows, read in keyset batches, written
// straight into a file of the storage (never the whole file in memory), the row count recorded about
// once a second. The storage writes beside the target and renames at the end, and the row is marked
// done only after that, so a run that crashes half-way leaves no file and no "done": the retried job
// starts over, under a key of its own.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { ReportFormat } from '@atende/contract';
import type { AppContext } from '../../../../platform/context.js';
import type { JobAttempt, QueueDefinition } from '../../../../platform/queue/queue.js';
import type { MediaStorage } from '../../../../platform/storage/index.js';
import { writeSpreadsheet } from '../../../../platform/http/spreadsheet-export.js';
import { reportTableOf } from '../../report-tables.js';
import type { ReportTable } from '../../report-table.js';
import { failReportExport, findReportExportById, finishReportExport, recordReportExportProgress, startReportExportRun, type ReportExportRow } from '../report-exports.repository.js';
import { reportRequestFromStored } from '../report-export-request.js';
import { createReportExportLinks } from '../report-export-links.js';
import { toReportExportView } from '../report-export-view.js';

export const REPORT_EXPORT_QUEUE = 'report.export';
export type ReportExportJob = { exportId: string };
// A killed worker's job is retried after its heartbeat stops (platform/queue); a million rows take minutes.
const RUN_LIMIT_SECONDS = 3 * 3600;
export const reportExportQueue: QueueDefinition = { name: REPORT_EXPORT_QUEUE, retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: RUN_LIMIT_SECONDS };
/** Past this since it was asked for, an export still queued or running is given up (every attempt and its retries are over). */
export const REPORT_EXPORT_GIVE_UP_MS = 3 * RUN_LIMIT_SECONDS * 1000;

/** Rows per keyset batch: small enough that a batch is a few MB, large enough to be few queries. */
export const REPORT_EXPORT_BATCH = 2_000;
const PROGRESS_EVERY_MS = 1_000;

const GAVE_UP = 'Não foi possível gerar o arquivo da exportação. Tente exportar novamente.';
const NOT_EXPORTABLE = 'Este relatório não pode mais ser exportado. Tente novamente mais tarde.';

export const reportExportStorageKey = (row: Pick<ReportExportRow, 'channelId' | 'id'>, format: ReportFormat, run: string) =>
  `report-exports/${row.channelId}/${row.id}-${run}.${format}`;

/** The run was overtaken (another run finished the export, or the cleanup removed it): stop quietly. */
class ExportOvertaken extends Error {}

export type RunReportExportOptions = { batchSize?: number; progressEveryMs?: number; clock?: () => Date };

export function runReportExportJob(ctx: AppContext, storage: MediaStorage, options: RunReportExportOptions = {}) {
  const orm = ctx.db.orm;
  const batchSize = options.batchSize ?? REPORT_EXPORT_BATCH;
  const progressEvery = options.progressEveryMs ?? PROGRESS_EVERY_MS;
  const now = options.clock ?? (() => new Date());
  const links = createReportExportLinks(ctx.keys.shareLinks);

  /** The export's state after a change, to the user who asked for it (nothing when the row is gone). */
  const emit = (row: ReportExportRow | undefined) => {
    if (row) ctx.bus.emit('report_export.progress', { exportId: row.id, channelId: row.channelId, userId: row.userId, view: toReportExportView(row, links, now()) });
  };

  /** The table's batches, counting the rows that went into the file and recording them now and then. */
  async function* counted<Row>(id: string, source: AsyncIterable<readonly Row[]>, written: { rows: number }): AsyncIterable<readonly Row[]> {
    let recordedAt = Date.now();
    for await (const batch of source) {
      yield batch;
      written.rows += batch.length;
      if (Date.now() - recordedAt >= progressEvery) {
        recordedAt = Date.now();
        const recorded = await recordReportExportProgress(orm, id, written.rows);
        if (!recorded) throw new ExportOvertaken();
        emit(recorded);
      }
    }
  }

  async function run<Row>(row: ReportExportRow, table: ReportTable<Row>): Promise<void> {
    const request = reportRequestFromStored(row.channelId, row.request);
    const total = await table.count(ctx, request);
    const running = await startReportExportRun(orm, row.id, total);
    if (!running) return;
    emit(running);
    const key = reportExportStorageKey(row, row.format, randomUUID());
    const written = { rows: 0 };
    const out = new PassThrough();
    // A failure destroys `out` with the error, which the catch below handles; the storage may not be
    // listening yet (it creates the folder first), and an 'error' nobody listens to would crash the process.
    out.on('error', () => undefined);
    const stored = storage.put(key, out);
    // Awaited below; until then a failure of the file (full disk) must not count as unhandled.
    stored.catch(() => undefined);
    try {
      await writeSpreadsheet(out, {
        format: row.format,
        fileName: row.fileName,
        sheetName: table.sheetName,
        columns: table.columns,
        batches: counted(row.id, table.batches(ctx, request, batchSize), written),
      });
    } catch (err) {
      // The storage drops its partial file when the stream fails.
      out.destroy(err instanceof Error ? err : new Error(String(err)));
      await stored.catch(() => undefined);
      throw err;
    }
    await stored;
    const done = await finishReportExport(orm, row.id, { rows: written.rows, storageKey: key, at: now() });
    // Another run finished first (or the export was removed): this file is nobody's.
    if (!done) await storage.delete(key);
    emit(done);
  }

  return async (job: ReportExportJob, attempt: JobAttempt): Promise<void> => {
    const row = await findReportExportById(orm, job.exportId);
    if (row?.status !== 'queued' && row?.status !== 'running') return;
    const table = reportTableOf(row.report);
    if (!table) {
      emit(await failReportExport(orm, row.id, NOT_EXPORTABLE, now()));
      return;
    }
    try {
      await run(row, table);
    } catch (err) {
      if (err instanceof ExportOvertaken) return;
      // A database outage, a full disk...: the next attempt starts the file over while attempts last.
      if (attempt.retryCount < attempt.retryLimit) throw err;
      console.error('[report-export]', err);
      emit(await failReportExport(orm, row.id, GAVE_UP, now()));
    }
  };
}
