// What a background export stores of its request (report_exports.request) and reads back in the job:
// the parsed filters and the period as resolved when it was asked for, so a job that starts after
// midnight still exports "today" as the user meant it.
import { reportPageBodySchema, resolvedPeriodSchema, REPORT_PER_PAGE, type reportExportBodySchema, type ReportPageQuery } from '@atende/contract';
import { z } from 'zod';
import type { ReportRequest } from '../report-table.js';

const storedRequestSchema = z.object({ query: z.unknown(), period: resolvedPeriodSchema });

/** The export body as the page query every ReportTable reads (perPage is unused by exports). */
export function exportQueryOf(body: z.output<typeof reportExportBodySchema>): ReportPageQuery {
  const { format: _format, ...filters } = body;
  return { ...filters, perPage: REPORT_PER_PAGE };
}

export const storedRequestOf = (request: ReportRequest): string => JSON.stringify({ query: request.query, period: request.period });

/** The stored request back as a ReportRequest of the export's channel; throws when it does not parse. */
export function reportRequestFromStored(channelId: string, stored: string): ReportRequest {
  const parsed = storedRequestSchema.parse(JSON.parse(stored));
  return { channelId, timezone: parsed.period.timezone, period: parsed.period, query: reportPageBodySchema.parse(parsed.query) };
}
