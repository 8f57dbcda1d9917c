// Today's numbers of a channel at a glance (/main), counted in the channel's time zone.
import { z } from 'zod';
import { attendanceStatuses } from './attendance.js';

const statusCountsSchema = z.object(
  Object.fromEntries(attendanceStatuses.map((s) => [s, z.number().int()])) as Record<(typeof attendanceStatuses)[number], z.ZodNumber>,
);
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const dashboardTodaySchema = z.object({
  /** The channel's time zone and the local date "today" means (YYYY-MM-DD). */
  timezone: z.string(),
  date: z.string(),
  /** Attendances created today, by their current status. */
  createdToday: statusCountsSchema,
  /** Attendances open right now, by status (finished and abandoned are always 0). */
  openNow: statusCountsSchema,
  /** Customers waiting for an operator now: waiting + offline_operators. */
  waitingNow: z.number().int(),
  operatorsOnline: z.number().int(),
  operatorsTotal: z.number().int(),
  /** Mean seconds from queued to assigned, over attendances assigned today; null when none was. */
  averageWaitSeconds: z.number().int().nullable(),
  finishedToday: z.number().int(),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;

export const dashboardTodayResponseSchema = z.object({ statusCode: z.number().int(), dashboard: dashboardTodaySchema });

/** GET /api/dashboard/week: the last 7 local days (today included) and each operator's live load. */
export const dashboardWeekSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      opened: z.number().int(),
      finished: z.number().int(),
      /** TME and TMA of the day (seconds; null when nothing was measured). */
      waitSeconds: z.number().int().nullable(),
      handleSeconds: z.number().int().nullable(),
    }),
  ),
  operators: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      online: z.boolean(),
      /** Attendances in attendance with them now, and their limit. */
      open: z.number().int(),
      maxAttendances: z.number().int(),
    }),
  ),
});
export type DashboardWeek = z.infer<typeof dashboardWeekSchema>;
export const dashboardWeekResponseSchema = z.object({ statusCode: z.number().int(), week: dashboardWeekSchema });
