// The report kit every report page is built from (issue 18): the URL filter bar, the summary/page
// queries, figures, lazy charts, the server-paged table, exports and print. Report folders import it
// from here.
export { reportsKitNamespace } from './locales';
export { useReportFilters, filtersBody, reportFilterNames, DEFAULT_REPORT_PERIOD, type ReportFilterName, type ReportFiltersState } from './model/report-filters';
export { formatDuration, type DurationStyle } from './model/duration';
export { formatMoney, formatNumber, formatShare } from './model/number';
export { countTiles } from './model/count-tiles';
export { statusColors, statusLabel } from './model/status-colors';
export { openTranscript } from '@/features/attendance';
export { useReportSummary, useReportPage, reportKeys } from './api/report-queries';
export { useSummaryReport } from './api/use-summary-report';
export { startReportExport, useReportExportJob, type ExportOutcome } from './api/report-export';
export { ReportFilterBar } from './components/report-filter-bar';
export { ResolvedPeriodText } from './components/resolved-period-text';
export { SummaryTiles, type SummaryTile } from './components/summary-tiles';
export { DurationValue } from './components/duration-value';
export { durationTile } from './components/duration-tile';
export { LazyChart, lazyChart } from './components/lazy-chart';
export { ReportTable, type ReportColumn } from './components/report-table';
export { ExportMenu } from './components/export-menu';
export { PrintButton } from './components/print-button';
export { DefinitionsHelp } from './components/definitions-help';
export { ReportPage } from './components/report-page';
