// The /main dashboard: today's numbers of the caller's channel, "today" in the channel's time zone.
import { attendanceStatuses, type AttendanceStatus, type DashboardToday } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { findChannel } from '../channels/index.js';
import { todayNumbers } from './dashboard.repository.js';

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
  return { today };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
