// /reportStats: the period's volume (messages, new contacts, attendances), the inbound heatmap by
// weekday × hour (channel's time zone) and each operator's productivity.
import { z } from 'zod';
import { namedRefSchema, reportPageSchema, resolvedPeriodSchema } from './filters.js';

const count = z.number().int().min(0);

export const statsReportSummarySchema = z.object({
  statusCode: z.number().int(),
  period: resolvedPeriodSchema,
  summary: z.object({
    messagesIn: count,
    messagesOut: count,
    newContacts: count,
    opened: count,
    finished: count,
    abandoned: count,
    botOnly: count,
  }),
  perDay: z.array(z.object({ day: z.string(), messagesIn: count, messagesOut: count, opened: count, finished: count })),
  /** Inbound messages: heatmap[weekday][hour], weekday 0 = Sunday ... 6 = Saturday, hours 0–23 local. */
  heatmap: z.array(z.array(count).length(24)).length(7),
});
export type StatsReportSummary = z.infer<typeof statsReportSummarySchema>;

/** The table: one row per operator of the channel (deleted ones included when they worked in the period). */
export const operatorProductivityRowSchema = z.object({
  operator: namedRefSchema,
  finished: count,
  messagesSent: count,
  averageHandleSeconds: z.number().int().nullable(),
  /** Seconds online inside the period. */
  onlineSeconds: count,
});
export type OperatorProductivityRow = z.infer<typeof operatorProductivityRowSchema>;
export const statsReportPageSchema = reportPageSchema(operatorProductivityRowSchema);
export type StatsReportPage = z.infer<typeof statsReportPageSchema>;
