// /reportSurvey: the satisfaction survey's answers in the period (by the day they were answered).
// CSAT: the share of answers scoring 4 or 5.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { namedRefSchema, reportPageSchema, resolvedPeriodSchema } from './filters.js';

export const surveyFiguresSchema = z.object({
  /** Surveys sent in the period, and answered in it. */
  sent: z.number().int(),
  responses: z.number().int(),
  /** Mean score 1–5 (two decimals); null with no responses. */
  averageScore: z.number().nullable(),
  /** Share (0..1) of responses scoring 4–5; null with no responses. */
  csat: z.number().nullable(),
});
export type SurveyFigures = z.infer<typeof surveyFiguresSchema>;

export const surveyGroupRowSchema = surveyFiguresSchema.omit({ sent: true }).extend({ group: namedRefSchema.nullable() });
export type SurveyGroupRow = z.infer<typeof surveyGroupRowSchema>;

export const surveyReportSummarySchema = z.object({
  statusCode: z.number().int(),
  period: resolvedPeriodSchema,
  summary: surveyFiguresSchema,
  /** Responses per score: index 0 is score 1 ... index 4 is score 5. */
  distribution: z.array(z.number().int()).length(5),
  byOperator: z.array(surveyGroupRowSchema),
  byDepartment: z.array(surveyGroupRowSchema),
});
export type SurveyReportSummary = z.infer<typeof surveyReportSummarySchema>;

/** The table: each answer, newest first, with its comment and a link to the conversation. */
export const surveyAnswerRowSchema = z.object({
  attendanceId: idSchema,
  protocol: z.string(),
  contact: z.object({ _id: idSchema, name: z.string().nullable(), number: z.string() }),
  operator: namedRefSchema.nullable(),
  department: namedRefSchema.nullable(),
  score: z.number().int(),
  comment: z.string().nullable(),
  answeredAt: z.string(),
});
export type SurveyAnswerRow = z.infer<typeof surveyAnswerRowSchema>;
export const surveyAnswersPageSchema = reportPageSchema(surveyAnswerRowSchema);
export type SurveyAnswersPage = z.infer<typeof surveyAnswersPageSchema>;
