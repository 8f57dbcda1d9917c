// Every report's summary and table pages: POST /api/report/<name>/summary and .../page/{page}, the
// filters flat in the body. The previous answer stays on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportFiltersInput, ReportName } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const reportKeys = {
  all: ['reports'] as const,
  summary: (name: ReportName, body: ReportFiltersInput) => ['reports', name, 'summary', body] as const,
  page: (name: ReportName, body: object, page: number) => ['reports', name, 'page', page, body] as const,
};

type Options = { enabled?: boolean };

export function useReportSummary<T>(name: ReportName, filters: ReportFiltersInput, schema: z.ZodType<T>, options: Options = {}) {
  return useQuery({
    queryKey: reportKeys.summary(name, filters),
    queryFn: ({ signal }) => apiRequest(`/api/report/${name}/summary`, { method: 'POST', body: filters, schema, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** `extra` adds report-specific body fields (e.g. /reportAverage's grouping). */
export function useReportPage<T>(
  name: ReportName,
  filters: ReportFiltersInput,
  page: number,
  perPage: number,
  schema: z.ZodType<T>,
  extra: Record<string, unknown> = {},
  options: Options = {},
) {
  const body = { ...filters, ...extra, perPage };
  return useQuery({
    queryKey: reportKeys.page(name, body, page),
    queryFn: ({ signal }) => apiRequest(`/api/report/${name}/page/${page}`, { method: 'POST', body, schema, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
