// Report exports (CSV/XLSX of any report's table): streamed, or a background job with a signed download.
// app.ts reaches it through the reports module's index.ts.
export { reportExportsRoutes } from './report-exports.routes.js';
export { createReportExportsService, type ReportExportsService } from './report-exports.service.js';
export { REPORT_EXPORT_QUEUE, reportExportQueue, runReportExportJob, type ReportExportJob } from './jobs/run-report-export.job.js';
export { reportExportCleanupQueue, scheduleReportExportCleanup } from './jobs/cleanup-report-exports.job.js';
export { pushReportExportEvents } from './report-exports.events.js';
