// POST /api/report/<name>/export: up to the sync limit the answer is the file itself (saved with the
// server's file name); above it a 202 with an export job that GET /api/report/exports/{id} follows
// until its signed download link is ready.
import { useQuery } from '@tanstack/react-query';
import {
  reportExportResponseSchema,
  type ReportExport,
  type ReportExportBody,
  type ReportName,
} from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { ApiError, parseErrorBody } from '@/shared/http/api-error';
import { fileNameOf, saveBlob } from '@/shared/http/download';
import { sessionStore } from '@/shared/session/session-store';
import { i18n } from '@/shared/i18n/i18n';

export type ExportOutcome = { kind: 'downloaded'; fileName: string } | { kind: 'job'; job: ReportExport };

export async function startReportExport(name: ReportName, body: ReportExportBody): Promise<ExportOutcome> {
  const token = sessionStore.token();
  const failed = i18n.t('reportsKit:export.failed');
  let response: Response;
  try {
    response = await fetch(`/api/report/${name}/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError({ statusCode: 0, error: 'network', erroMensagem: i18n.t('common:errors.network') });
  }
  if (!response.ok) throw new ApiError(parseErrorBody(response.status, await response.text(), failed));
  if (response.status === 202) {
    const parsed = reportExportResponseSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ApiError({ statusCode: 400, error: 'invalid_response', erroMensagem: failed });
    return { kind: 'job', job: parsed.data.export };
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), `${name}.${body.format ?? 'csv'}`);
  saveBlob(await response.blob(), fileName);
  return { kind: 'downloaded', fileName };
}

const finished = (job: ReportExport | undefined) => job?.status === 'done' || job?.status === 'failed';

/** The job, asked again every second until it is done or failed. */
export function useReportExportJob(initial: ReportExport | null) {
  return useQuery({
    queryKey: ['reports', 'exports', initial?._id ?? ''] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/report/exports/${initial?._id ?? ''}`, { schema: reportExportResponseSchema, signal }).then((r) => r.export),
    enabled: !!initial && !finished(initial),
    initialData: initial ?? undefined,
    refetchInterval: (query) => (finished(query.state.data) ? false : 1000),
    staleTime: 0,
  });
}
