// Which reports can be exported: each report's ReportTable (report-table.ts), by report name. A report
// joins by adding its line here; one not (yet) listed answers report_export_unavailable (a 4xx), never
// a 500. Tests register a table of their own with registerReportTable.
import type { ReportName } from '@atende/contract';
import type { ReportTable } from './report-table.js';
import { accessLogReportTable } from './access-log-report.table.js';
import { attendanceReportTable } from './attendance-report.table.js';
import { averageReportTable } from './average-report.table.js';
import { tabulationReportTable } from './tabulation-report.table.js';
import { surveyReportTable } from './survey-report.table.js';
import { statsReportTable } from './stats-report.table.js';
import { salesReportTable } from './sales/sales-report.table.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each report's row type is its own; the export only passes rows back to the table's columns
type AnyReportTable = ReportTable<any>;

export const reportTables: Partial<Record<ReportName, AnyReportTable>> = {
  attendance: attendanceReportTable,
  average: averageReportTable,
  tabulation: tabulationReportTable,
  'access-log': accessLogReportTable,
  survey: surveyReportTable,
  stats: statsReportTable,
  sales: salesReportTable,
  // campaign: campaigns' campaignReportTable, registered by app.ts (campaigns sit above reports).
};

export function reportTableOf(name: ReportName): AnyReportTable | undefined {
  return reportTables[name];
}

/** Puts a table in the registry (tests register one of their own; returns what restores the previous). */
export function registerReportTable(table: AnyReportTable): () => void {
  const previous = reportTables[table.report];
  reportTables[table.report] = table;
  return () => {
    if (previous) reportTables[table.report] = previous;
    else delete reportTables[table.report];
  };
}
