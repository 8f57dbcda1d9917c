// /reportAttendance: the attendances of the period (by the day they opened) with their times,
// tabulation and survey score; a per-day chart by current status.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { attendanceStatuses } from '../attendance.js';
import { durationFigureSchema } from './durations.js';
import { namedRefSchema, reportPageSchema, resolvedPeriodSchema } from './filters.js';

const count = z.number().int().min(0);
const statusCounts = z.object(
  Object.fromEntries(attendanceStatuses.map((s) => [s, count])) as Record<(typeof attendanceStatuses)[number], typeof count>,
);

export const attendanceReportSummarySchema = z.object({
  statusCode: z.number().int(),
  period: resolvedPeriodSchema,
  summary: z.object({
    /** Attendances opened in the period (what the table lists). */
    opened: count,
    /** Of those, how many are still open now (not finished nor abandoned). */
    stillOpen: count,
    /** Finished / abandoned in the period (by the day they ended). */
    finished: count,
    abandoned: count,
    /** Finished without ever reaching an operator (the bot solved it). */
    botOnly: count,
    wait: durationFigureSchema,
    handle: durationFigureSchema,
    firstResponse: durationFigureSchema,
    /** Mean survey score (1–5) of the surveys answered in the period; null when none. */
    surveyAverage: z.number().nullable(),
  }),
  /** One point per local day of the period: attendances opened that day, by their current status. */
  chart: z.array(z.object({ day: z.string(), byStatus: statusCounts })),
});
export type AttendanceReportSummary = z.infer<typeof attendanceReportSummarySchema>;

export const attendanceReportRowSchema = z.object({
  _id: idSchema,
  protocol: z.string(),
  contact: z.object({ _id: idSchema, name: z.string().nullable(), number: z.string() }),
  department: namedRefSchema.nullable(),
  operator: namedRefSchema.nullable(),
  tabulation: namedRefSchema.nullable(),
  status: z.enum(attendanceStatuses),
  statusLabel: z.string(),
  openedAt: z.string(),
  assignedAt: z.string().nullable(),
  firstResponseAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Queue → assignment, assignment → operator's first message, assignment → finish (seconds). */
  waitSeconds: z.number().int().nullable(),
  firstResponseSeconds: z.number().int().nullable(),
  handleSeconds: z.number().int().nullable(),
  surveyScore: z.number().int().nullable(),
});
export type AttendanceReportRow = z.infer<typeof attendanceReportRowSchema>;
export const attendanceReportPageSchema = reportPageSchema(attendanceReportRowSchema);
export type AttendanceReportPage = z.infer<typeof attendanceReportPageSchema>;
