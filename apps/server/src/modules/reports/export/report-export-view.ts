// A report_exports row as the contract's export, with a fresh signed link once its file is ready.
import type { ReportExport } from '@atende/contract';
import type { ReportExportRow } from './report-exports.repository.js';
import type { ReportExportLinks } from './report-export-links.js';

export function toReportExportView(row: ReportExportRow, links: ReportExportLinks, now: Date): ReportExport {
  return {
    _id: row.id,
    report: row.report,
    format: row.format,
    status: row.status,
    rows: row.rows,
    total: row.total,
    fileName: `${row.fileName}.${row.format}`,
    downloadUrl: row.status === 'done' && row.storageKey ? links.url(row.id, now) : null,
    error: row.status === 'failed' ? row.error : null,
    createdAt: row.createdAt.toISOString(),
  };
}
