// /reportAccessLog: every sign-in, failed sign-in and sign-out of the company's users (owner, managers,
// operators), newest first, filterable by user.
import { z } from 'zod';
import { idSchema } from '../common.js';
import { roles } from '../roles.js';
import { reportPageSchema, resolvedPeriodSchema } from './filters.js';

export const accessLogReportRowSchema = z.object({
  _id: idSchema,
  user: z.object({ _id: idSchema, name: z.string(), login: z.string(), role: z.enum(roles) }).nullable(),
  /** The login typed (a failed sign-in may name no user of ours). */
  login: z.string(),
  event: z.enum(['login', 'logout', 'login_failed']),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AccessLogReportRow = z.infer<typeof accessLogReportRowSchema>;
export const accessLogReportPageSchema = reportPageSchema(accessLogReportRowSchema);
export type AccessLogReportPage = z.infer<typeof accessLogReportPageSchema>;

export const accessLogReportSummarySchema = z.object({
  statusCode: z.number().int(),
  period: resolvedPeriodSchema,
  summary: z.object({ logins: z.number().int(), failures: z.number().int(), logouts: z.number().int(), users: z.number().int() }),
  perDay: z.array(z.object({ day: z.string(), logins: z.number().int(), failures: z.number().int() })),
});
export type AccessLogReportSummary = z.infer<typeof accessLogReportSummarySchema>;

/**
 * GET /api/report/access-log/users: the "Usuário" filter's choices, every user of the caller's company
 * (owner, managers, operators), deleted ones too (their sign-ins stay in the log), ordered by name.
 */
export const accessLogReportUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
  login: z.string(),
  role: z.enum(roles),
  deleted: z.boolean(),
});
export type AccessLogReportUser = z.infer<typeof accessLogReportUserSchema>;
export const accessLogReportUsersSchema = z.object({ statusCode: z.number().int(), users: z.array(accessLogReportUserSchema) });
export type AccessLogReportUsers = z.infer<typeof accessLogReportUsersSchema>;
