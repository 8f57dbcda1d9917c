// A calendar reminder at its time: a delayed job per scheduled reminder. It re-reads the event and
// claims the reminder in the statement that marks it sent, so a deleted event, a moved reminder, a
// retry or a second worker never sends it twice or stale. The push itself is a domain event.
import type { CalendarReminder } from '@atende/contract';
import type { AppContext } from '../../../platform/context.js';
import type { QueueDefinition } from '../../../platform/queue/queue.js';
import { claimReminder } from '../calendar.repository.js';

export const CALENDAR_REMINDER_QUEUE = 'calendar.reminder';
export const calendarReminderQueue: QueueDefinition = { name: CALENDAR_REMINDER_QUEUE, retryLimit: 3, retryDelay: 5 };

/** The event and the reminder time it was scheduled for (ISO). */
export type CalendarReminderJob = { eventId: string; dueAt: string };

/** Sends the reminder if it is still due as scheduled; true when this call sent it. */
export async function sendCalendarReminder(ctx: AppContext, job: CalendarReminderJob, now: Date): Promise<boolean> {
  const claimed = await claimReminder(ctx.db.orm, job.eventId, new Date(job.dueAt), now);
  if (!claimed) return false;
  const { event, contact } = claimed;
  const reminder: CalendarReminder = {
    eventId: event.id,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    contact: contact ? { name: contact.name, number: contact.number } : null,
  };
  ctx.bus.emit('calendar.reminder_due', { channelId: event.channelId, userId: event.userId, reminder });
  return true;
}

export function calendarReminderJob(ctx: AppContext, clock: () => Date = () => new Date()) {
  return async (job: CalendarReminderJob): Promise<void> => {
    await sendCalendarReminder(ctx, job, clock());
  };
}
