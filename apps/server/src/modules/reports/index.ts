// Reports: aggregated in SQL per channel (today the Gupshup traffic report).
// The front door: other modules and app.ts import this module only from here.
export { gupshupTrafficRoutes } from './gupshup-traffic.routes.js';
export { createGupshupTrafficService } from './gupshup-traffic.service.js';
export { accessLogReportRoutes } from './access-log-report.routes.js';
export { createAccessLogReportService } from './access-log-report.service.js';
export { attendanceReportRoutes } from './attendance-report.routes.js';
export { createAttendanceReportService } from './attendance-report.service.js';
export { averageReportRoutes } from './average-report.routes.js';
export { createAverageReportService } from './average-report.service.js';
export { tabulationReportRoutes } from './tabulation-report.routes.js';
export { createTabulationReportService } from './tabulation-report.service.js';
export { addDays, localDate } from './report-period.js';
export { reportExportsRoutes, createReportExportsService, REPORT_EXPORT_QUEUE, reportExportQueue, runReportExportJob, type ReportExportJob, reportExportCleanupQueue, scheduleReportExportCleanup, pushReportExportEvents } from './export/index.js';
export { surveyReportRoutes } from './survey-report.routes.js';
export { createSurveyReportService } from './survey-report.service.js';
export { statsReportRoutes } from './stats-report.routes.js';
export { createStatsReportService } from './stats-report.service.js';
export { salesReportRoutes, createSalesReportService } from './sales/index.js';
// What a report of another module (campaigns) builds on: the checked request, the period's days, the
// export's table and its registry (app.ts registers those tables: reports may not import them).
export { asPageQuery, reportRequestOf } from './report-scope.js';
export { daysOf } from './report-period.js';
export { localDateTime } from './report-format.js';
export { registerReportTable } from './report-tables.js';
export { keysetReportTable, wholeReportTable } from './report-table.js';
export type { ReportRequest, ReportTable, Zoned } from './report-table.js';
// The reports' figures (rollups + deltas, migration 0017): what the report services read, and the compactor.
export { attendanceFacts } from './facts/attendance-facts.repository.js';
export { messageFigures, messagesSentByOperator, type MessageFigures } from './facts/message-facts.repository.js';
export { onlineSecondsByOperator } from './facts/presence-facts.repository.js';
export { startReportCompactor } from './facts/report-compactor.job.js';
export { factsGroupings, type AttendanceFactRow, type AttendanceFactRowWithHist, type AttendanceFactsScope, type AttendanceHistograms, type AttendanceTotals, type FactsGrouping, type MessageFactsScope, type MessageTotals, type MessagesOfDay } from './facts/facts.types.js';
