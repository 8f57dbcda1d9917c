// The sales report (/reportSales, issue 20): its routes, service and export table. Re-exported by the
// reports module's front door for app.ts.
export { salesReportRoutes } from './sales-report.routes.js';
export { createSalesReportService, type SalesReportService } from './sales-report.service.js';
export { salesReportTable } from './sales-report.table.js';
