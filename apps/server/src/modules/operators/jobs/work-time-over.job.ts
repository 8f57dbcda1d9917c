// The end of the working day: a pg-boss cron job, every minute, sets offline each online operator
// whose working window (in the channel's time zone) has ended, and tells them (workTimeOver); then
// closes the panels still open outside their window (outside_working_hours, outside-hours.ts).
// The schedule lives in the database and pg-boss files one job per minute whatever the number of
// instances; the state is the operators' status column, so a restart or a missed minute is caught
// at the next run, and two runs at once cannot both switch one operator off.
import type { AppContext } from '../../../platform/context.js';
import type { Queue, QueueDefinition } from '../../../platform/queue/queue.js';
import type { RealtimeServer } from '../../../platform/realtime/realtime.js';
import { closeSessionsOutsideHours } from '../outside-hours.js';
import { listOnlineOperators, setOfflineIfOnline } from '../operators.repository.js';
import { withinWorkingHours } from '../working-hours.js';

export const WORK_TIME_QUEUE = 'operator.work-time-over';
export const WORK_TIME_CRON = '* * * * *';
export const workTimeQueue: QueueDefinition = { name: WORK_TIME_QUEUE, retryLimit: 1, retryDelay: 10, expireInSeconds: 55 };

/** Sets offline every online operator outside their window at `now`; returns their ids. */
export async function endWorkingTimes(ctx: AppContext, now: Date): Promise<string[]> {
  const ended: string[] = [];
  for (const { operator, timeZone } of await listOnlineOperators(ctx.db.orm)) {
    if (withinWorkingHours(operator, now, timeZone)) continue;
    if (!(await setOfflineIfOnline(ctx.db.orm, operator.id))) continue;
    ctx.bus.emit('operator.status_changed', { operatorId: operator.id, channelId: operator.channelId, status: false });
    ctx.bus.emit('operator.work_time_over', { operatorId: operator.id, channelId: operator.channelId });
    ended.push(operator.id);
  }
  return ended;
}

/**
 * One run of the job: the operators set offline (told workTimeOver first, so the panel shows the
 * alert before it closes), then those whose panels were closed (outside_working_hours).
 */
export async function endWorkingDay(ctx: AppContext, io: RealtimeServer, now: Date): Promise<{ offline: string[]; closed: string[] }> {
  const offline = await endWorkingTimes(ctx, now);
  const closed = await closeSessionsOutsideHours(ctx, io, now);
  return { offline, closed };
}

/** Works the queue and (re)declares its cron; pg-boss keeps one schedule per name, so this is idempotent. */
export async function scheduleWorkTimeOver(ctx: AppContext, queue: Queue, io: RealtimeServer, clock: () => Date = () => new Date()): Promise<void> {
  await queue.work(WORK_TIME_QUEUE, async () => {
    await endWorkingDay(ctx, io, clock());
  });
  await queue.boss.schedule(WORK_TIME_QUEUE, WORK_TIME_CRON, {}, { tz: 'UTC' });
}
