// Report exports: POST /api/report/<name>/export with the filters and a format. Up to
// REPORT_EXPORT_SYNC_LIMIT rows the answer is the file itself (streamed); above it the answer is 202
// with an export job, which GET /api/report/exports/{id} follows and whose file downloads from the
// signed `downloadUrl` once done.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { reportFiltersObject, withPeriodChecks } from './filters.js';

export const reportNames = ['attendance', 'average', 'tabulation', 'survey', 'stats', 'access-log', 'campaign', 'kanban', 'kanban-performance', 'sales'] as const;
export type ReportName = (typeof reportNames)[number];

export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** The filters, flat, plus the format (and /reportAverage's grouping). */
export const reportExportBodySchema = withPeriodChecks(
  reportFiltersObject.extend({
    format: z.enum(reportFormats, { message: 'Formato inválido (use csv ou xlsx)' }).default('csv'),
    grouping: z.enum(['operator', 'department'], { message: 'Agrupamento inválido' }).optional(),
  }),
);
export type ReportExportBody = z.input<typeof reportExportBodySchema>;

export const reportExportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ReportExportStatus = (typeof reportExportStatuses)[number];

export const reportExportSchema = z.object({
  _id: idSchema,
  report: z.enum(reportNames),
  format: z.enum(reportFormats),
  status: z.enum(reportExportStatuses),
  /** Rows written so far and the rows expected (counted when the job started). */
  rows: z.number().int(),
  total: z.number().int(),
  fileName: z.string(),
  /** A signed link, valid for an hour, once the file is ready. */
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportExport = z.infer<typeof reportExportSchema>;
export const reportExportResponseSchema = z.object({ statusCode: z.number().int(), export: reportExportSchema });
export type ReportExportResponse = z.infer<typeof reportExportResponseSchema>;
