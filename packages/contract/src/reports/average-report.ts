// /reportAverage (TME/TMA). TME: mean time from entering the queue (queued_at, or the opening when it
// never queued) to assignment, counted on the day of the assignment. TMA: mean time from assignment to
// finish, counted on the day it finished. First response: assignment to the operator's first message,
// counted on the day of that message. Each with its estimated 90th percentile.
import { z } from 'zod';
import { durationFigureSchema } from './durations.js';
import { namedRefSchema, reportPageSchema, resolvedPeriodSchema } from './filters.js';

export const averageFiguresSchema = z.object({
  wait: durationFigureSchema,
  handle: durationFigureSchema,
  firstResponse: durationFigureSchema,
  /** Attendances finished in the period. */
  finished: z.number().int(),
});
export type AverageFigures = z.infer<typeof averageFiguresSchema>;

/** A row of the by-operator or by-department table; `group` null: no operator / no department. */
export const averageGroupRowSchema = averageFiguresSchema.extend({ group: namedRefSchema.nullable() });
export type AverageGroupRow = z.infer<typeof averageGroupRowSchema>;

export const averageReportSummarySchema = z.object({
  statusCode: z.number().int(),
  period: resolvedPeriodSchema,
  summary: averageFiguresSchema,
  byDepartment: z.array(averageGroupRowSchema),
  /** Per local day: the day's averages (seconds; null when nothing was measured that day). */
  trend: z.array(
    z.object({
      day: z.string(),
      waitSeconds: z.number().int().nullable(),
      handleSeconds: z.number().int().nullable(),
      firstResponseSeconds: z.number().int().nullable(),
    }),
  ),
});
export type AverageReportSummary = z.infer<typeof averageReportSummarySchema>;

export const averageGroupings = ['operator', 'department'] as const;
export type AverageGrouping = (typeof averageGroupings)[number];
export const averageReportPageSchema = reportPageSchema(averageGroupRowSchema);
export type AverageReportPage = z.infer<typeof averageReportPageSchema>;
