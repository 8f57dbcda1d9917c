// A report page's start: its URL filters and the summary they ask for (nothing is asked while a custom
// period lacks its dates).
import type { z } from 'zod';
import type { ReportName } from '@atende/contract';
import { useReportFilters, type ReportFilterName } from '../model/report-filters';
import { useReportSummary } from './report-queries';

export function useSummaryReport<T>(name: ReportName, show: readonly ReportFilterName[], schema: z.ZodType<T>) {
  const filters = useReportFilters(show);
  const summary = useReportSummary(name, filters.body, schema, { enabled: filters.ready });
  return { filters, summary };
}
