// The /main dashboard: today's numbers of the caller's channel, "today" in the channel's time zone, and
// the week's figures from the reports' rollup.
import { attendanceStatuses, type AttendanceStatus, type DashboardToday, type DashboardWeek } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { findChannel } from '../channels/index.js';
import { addDays, attendanceFacts, localDate } from '../reports/index.js';
import { operatorsLoad, todayNumbers } from './dashboard.repository.js';

const allStatuses = (partial: Partial<Record<AttendanceStatus, number>>): Record<AttendanceStatus, number> =>
  Object.fromEntries(attendanceStatuses.map((s) => [s, partial[s] ?? 0])) as Record<AttendanceStatus, number>;

export function createDashboardService(ctx: AppContext, clock: () => Date = () => new Date()) {
  async function today(channelId: string): Promise<DashboardToday> {
    const channel = await findChannel(ctx.db.orm, channelId);
    if (!channel) throw fail('channel_not_found');
    const row = await todayNumbers(ctx.db.orm, channelId, channel.timezone, clock());
    const openNow = allStatuses(row.openNow);
    return {
      timezone: channel.timezone,
      date: row.localDate,
      createdToday: allStatuses(row.createdToday),
      openNow,
      waitingNow: openNow.waiting + openNow.offline_operators,
      operatorsOnline: row.operatorsOnline,
      operatorsTotal: row.operatorsTotal,
      averageWaitSeconds: row.averageWaitSeconds,
      finishedToday: row.finishedToday,
    };
  }
  /**
   * The last 7 local days (today included) from the reports' rollup (no scan of attendances, so it
   * stays fast at a million): opened and finished per day, and the day's TME (on the assignment's day)
   * and TMA (on the finish's day); and each live operator's load now.
   */
  async function week(channelId: string): Promise<DashboardWeek> {
    const channel = await findChannel(ctx.db.orm, channelId);
    if (!channel) throw fail('channel_not_found');
    const today = localDate(clock(), channel.timezone);
    const from = addDays(today, -6);
    const [facts, operators] = await Promise.all([
      attendanceFacts(ctx.db.orm, { channelId, timezone: channel.timezone, from, to: today }, 'day'),
      operatorsLoad(ctx.db.orm, channelId),
    ]);
    const byDay = new Map(facts.map((r) => [r.day, r]));
    const mean = (seconds: number, count: number) => (count > 0 ? Math.round(seconds / count) : null);
    return {
      days: Array.from({ length: 7 }, (_, i) => {
        const day = addDays(from, i);
        const r = byDay.get(day);
        return {
          day,
          opened: r?.opened ?? 0,
          finished: r?.finished ?? 0,
          waitSeconds: r ? mean(r.waitSeconds, r.assigned) : null,
          handleSeconds: r ? mean(r.handleSeconds, r.handled) : null,
        };
      }),
      operators: operators.map((o) => ({ _id: o.id, name: o.name, online: o.online, open: o.open, maxAttendances: o.max_attendances })),
    };
  }

  return { today, week };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
