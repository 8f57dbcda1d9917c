// /reportTabulation: attendances finished in the period, counted per tabulation, with the share of
// each, and broken down by operator and department.
import { z } from 'zod';
import { namedRefSchema, reportPageSchema, resolvedPeriodSchema } from './filters.js';

/** `tabulation` null: finished without a tabulation. `share`: 0..1 of the period's finished attendances. */
export const tabulationCountSchema = z.object({ tabulation: namedRefSchema.nullable(), count: z.number().int(), share: z.number() });
export type TabulationCount = z.infer<typeof tabulationCountSchema>;

export const tabulationReportSummarySchema = z.object({
  statusCode: z.number().int(),
  period: resolvedPeriodSchema,
  summary: z.object({ finished: z.number().int(), tabulated: z.number().int(), untabulated: z.number().int() }),
  /** Every tabulation with at least one attendance, most used first (the chart). */
  byTabulation: z.array(tabulationCountSchema),
});
export type TabulationReportSummary = z.infer<typeof tabulationReportSummarySchema>;

/** The table: one row per tabulation × operator × department, most used first. */
export const tabulationReportRowSchema = z.object({
  tabulation: namedRefSchema.nullable(),
  operator: namedRefSchema.nullable(),
  department: namedRefSchema.nullable(),
  count: z.number().int(),
  /** Share of the tabulation's own total (0..1). */
  share: z.number(),
});
export type TabulationReportRow = z.infer<typeof tabulationReportRowSchema>;
export const tabulationReportPageSchema = reportPageSchema(tabulationReportRowSchema);
export type TabulationReportPage = z.infer<typeof tabulationReportPageSchema>;
