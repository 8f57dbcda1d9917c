// Report exports: a report's rows under the current filters as CSV or XLSX. Up to the sync limit
// (REPORT_EXPORT_SYNC_LIMIT, config REPORT_EXPORT_SYNC_LIMIT) the file streams as the answer; above
// it a report_exports row and a pg-boss job (jobs/run-report-export.job.ts) write it into storage,
// the caller follows it with GET /api/report/exports/{id} and downloads it from a signed link.
import { moduleGateOpen, type ModuleGate, type ReportExportResponse, type ReportName, type reportExportBodySchema } from '@atende/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.js';
import { fail } from '../../../platform/http/errors.js';
import type { Principal } from '../../../platform/http/principal.js';
import type { Queue } from '../../../platform/queue/queue.js';
import { MediaNotStoredError, type MediaStorage } from '../../../platform/storage/index.js';
import type { SpreadsheetExport } from '../../../platform/http/spreadsheet-export.js';
import { reportRequestOf } from '../report-scope.js';
import { reportTableOf } from '../report-tables.js';
import { createReportExportLinks } from './report-export-links.js';
import { exportQueryOf, storedRequestOf } from './report-export-request.js';
import { toReportExportView } from './report-export-view.js';
import { findReportExport, findReportExportById, insertReportExport } from './report-exports.repository.js';
import { REPORT_EXPORT_BATCH, REPORT_EXPORT_QUEUE, type ReportExportJob } from './jobs/run-report-export.job.js';

export type ReportExportBodyParsed = z.output<typeof reportExportBodySchema>;

/** Either the file to stream now, or the background export that will write it. */
export type ReportExportStart = { kind: 'stream'; file: SpreadsheetExport<unknown> } | { kind: 'job'; response: ReportExportResponse };

/** Reports behind a module gate besides Reports itself: campaigns need broadcastList, the kanban reports kanbanReports, sales products. */
const reportGates: Partial<Record<ReportName, ModuleGate>> = { campaign: 'broadcastList', kanban: 'kanbanReports', 'kanban-performance': 'kanbanReports', sales: 'products' };

function assertReportModule(name: ReportName, principal: Principal): void {
  const gate = reportGates[name];
  if (gate && principal.role !== 'admin' && !moduleGateOpen(gate, principal.channelConfig)) throw fail('module_disabled');
}

export function createReportExportsService(ctx: AppContext, queue: Queue, storage: MediaStorage, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;
  const links = createReportExportLinks(ctx.keys.shareLinks);

  return {
    async start(principal: Principal, channelId: string, name: ReportName, body: ReportExportBodyParsed): Promise<ReportExportStart> {
      assertReportModule(name, principal);
      const table = reportTableOf(name);
      if (!table) throw fail('report_export_unavailable');
      const request = await reportRequestOf(ctx, channelId, exportQueryOf(body), clock());
      const total = await table.count(ctx, request);
      if (total <= ctx.config.reportExportSyncLimit) {
        const file: SpreadsheetExport<unknown> = {
          format: body.format,
          fileName: table.fileName,
          sheetName: table.sheetName,
          columns: table.columns,
          batches: table.batches(ctx, request, REPORT_EXPORT_BATCH),
        };
        return { kind: 'stream', file };
      }
      const row = await orm.transaction(async (tx) => {
        const inserted = await insertReportExport(tx, {
          channelId,
          userId: principal.userId,
          report: name,
          format: body.format,
          request: storedRequestOf(request),
          total,
          fileName: table.fileName,
        });
        // The job exists only if the row does (same transaction).
        await queue.send(REPORT_EXPORT_QUEUE, { exportId: inserted.id } satisfies ReportExportJob, { tx });
        return inserted;
      });
      queue.wake(REPORT_EXPORT_QUEUE);
      return { kind: 'job', response: { statusCode: 202, export: toReportExportView(row, links, clock()) } };
    },

    /** The caller's company's export (another company's reads as not found). */
    async get(channelId: string, id: string): Promise<ReportExportResponse> {
      const row = await findReportExport(orm, channelId, id);
      if (!row) throw fail('report_export_not_found');
      return { statusCode: 200, export: toReportExportView(row, links, clock()) };
    },

    mayDownload: (id: string, expires: number | undefined, signature: string | undefined): boolean => links.verify(id, expires, signature, clock()),

    /** The finished file of an export whose link was verified. */
    async open(id: string) {
      const row = await findReportExportById(orm, id);
      if (!row) throw fail('report_export_not_found');
      if (row.status !== 'done' || !row.storageKey) throw fail('report_export_not_ready');
      try {
        const { stream, size } = await storage.open(row.storageKey);
        return { stream, size, format: row.format, fileName: `${row.fileName}.${row.format}` };
      } catch (err) {
        if (err instanceof MediaNotStoredError) throw fail('report_export_not_found');
        throw err;
      }
    },
  };
}

export type ReportExportsService = ReturnType<typeof createReportExportsService>;
