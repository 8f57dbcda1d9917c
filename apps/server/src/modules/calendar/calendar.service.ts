// The operators' calendar: who sees and changes which events (an operator their own, the owner and
// managers with Manageoperators everyone's), and the reminder each event schedules. A reminder is a
// delayed job naming the event and the moment it was due; the job re-reads the event, so editing or
// deleting it never fires a stale reminder.
import type { z } from 'zod';
import type { CalendarContactsQuery, calendarContactsResponseSchema, CalendarEvent, CalendarEventValues, CalendarOperator } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { contacts, operators } from '../../schema/index.js';
import type { Principal } from '../../platform/http/principal.js';
import type { Queue } from '../../platform/queue/queue.js';
import { fail } from '../../platform/http/errors.js';
import {
  deleteEvent,
  findEvent,
  findLiveOperator,
  findVisibleContact,
  insertEvent,
  listEvents,
  listLiveOperators,
  searchContacts,
  updateEvent,
  type CalendarEventDetail,
  type CalendarEventWrite,
} from './calendar.repository.js';
import { CALENDAR_REMINDER_QUEUE, type CalendarReminderJob } from './jobs/calendar-reminder.job.js';

type CalendarContactPage = z.infer<typeof calendarContactsResponseSchema>;

/** A reminder due a little while ago (the form was slow) still goes out; older ones are history. */
const PAST_REMINDER_GRACE_MS = 60_000;

export const toCalendarEventView = ({ event, operatorName, contact }: CalendarEventDetail): CalendarEvent => ({
  _id: event.id,
  channelId: event.channelId,
  operatorId: event.operatorId,
  operatorName,
  contact: contact ? { _id: contact.id, name: contact.name, number: contact.number } : null,
  title: event.title,
  description: event.description,
  startsAt: event.startsAt.toISOString(),
  endsAt: event.endsAt?.toISOString() ?? null,
  remindAt: event.remindAt?.toISOString() ?? null,
  reminderSentAt: event.reminderSentAt?.toISOString() ?? null,
  createdAt: event.createdAt.toISOString(),
  updatedAt: event.updatedAt.toISOString(),
});

/** When the reminder of an event is due. */
export const reminderDueAt = (event: { remindAt: Date | null; startsAt: Date }): Date => event.remindAt ?? event.startsAt;

type Caller = { channelId: string; userId: string; operatorId: string | null; staff: boolean };

function callerOf(principal: Principal): Caller {
  if (!principal.channelId) throw fail('channel_required');
  const staff = principal.role === 'channel' || principal.role === 'channel_manager';
  if (!staff && !principal.operatorId) throw fail('forbidden');
  return { channelId: principal.channelId, userId: principal.userId, operatorId: principal.operatorId, staff };
}

export function createCalendarService(ctx: AppContext, queue: Queue, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  /** The event's owner: the caller when an operator; the chosen live operator of the channel for staff. */
  async function ownerFor(caller: Caller, operatorId: string | null): Promise<string> {
    if (!caller.staff) {
      if (operatorId && operatorId !== caller.operatorId) throw fail('calendar_not_own');
      return caller.operatorId as string;
    }
    if (!operatorId) throw fail('calendar_operator_required');
    await assertOwnedIds(orm, operators, caller.channelId, operatorId, 'operator');
    return operatorId;
  }

  /**
   * The linked contact is the company's; an operator links only one they may see (the event shows its
   * name and number), or keeps the one already on the event they edit.
   */
  async function checkContact(caller: Caller, contactId: string | null, current: string | null): Promise<void> {
    if (!contactId || contactId === current) return;
    if (caller.staff) return assertOwnedIds(orm, contacts, caller.channelId, contactId, 'contact');
    if (!(await findVisibleContact(orm, caller.channelId, contactId, caller.operatorId as string))) throw fail('contact_not_found');
  }

  async function writeOf(caller: Caller, input: CalendarEventValues, current: string | null = null): Promise<CalendarEventWrite> {
    const operatorId = await ownerFor(caller, input.operatorId);
    await checkContact(caller, input.contactId, current);
    return {
      operatorId,
      contactId: input.contactId,
      title: input.title,
      description: input.description,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      remindAt: input.remindAt ? new Date(input.remindAt) : null,
    };
  }

  /** An event the caller may change: another company's is not found; another operator's is refused. */
  async function editable(caller: Caller, id: string): Promise<CalendarEventDetail> {
    const found = await findEvent(orm, caller.channelId, id);
    if (!found) throw fail('calendar_event_not_found');
    if (!caller.staff && found.event.operatorId !== caller.operatorId) throw fail('calendar_not_own');
    return found;
  }

  function shouldRemind(dueAt: Date): boolean {
    return dueAt.getTime() >= clock().getTime() - PAST_REMINDER_GRACE_MS;
  }

  async function scheduleReminder(tx: typeof orm, eventId: string, dueAt: Date): Promise<void> {
    const job: CalendarReminderJob = { eventId, dueAt: dueAt.toISOString() };
    await queue.send(CALENDAR_REMINDER_QUEUE, job, { tx, startAfter: dueAt });
  }

  async function detail(channelId: string, id: string): Promise<CalendarEvent> {
    const found = await findEvent(orm, channelId, id);
    if (!found) throw fail('calendar_event_not_found');
    return toCalendarEventView(found);
  }

  async function list(principal: Principal, range: { from: string; to: string; operatorId?: string | undefined }): Promise<CalendarEvent[]> {
    const caller = callerOf(principal);
    // An operator always sees their own calendar, whatever the query names.
    const operatorId = caller.staff ? range.operatorId : (caller.operatorId as string);
    const rows = await listEvents(orm, caller.channelId, { from: new Date(range.from), to: new Date(range.to), operatorId });
    return rows.map(toCalendarEventView);
  }

  async function create(principal: Principal, input: CalendarEventValues): Promise<CalendarEvent> {
    const caller = callerOf(principal);
    const values = await writeOf(caller, input);
    const row = await orm.transaction(async (tx) => {
      const inserted = await insertEvent(tx, caller.channelId, caller.userId, values);
      const dueAt = reminderDueAt(inserted);
      if (shouldRemind(dueAt)) await scheduleReminder(tx, inserted.id, dueAt);
      return inserted;
    });
    queue.wake(CALENDAR_REMINDER_QUEUE);
    return detail(caller.channelId, row.id);
  }

  async function update(principal: Principal, id: string, input: CalendarEventValues): Promise<CalendarEvent> {
    const caller = callerOf(principal);
    const before = await editable(caller, id);
    const values = await writeOf(caller, input, before.event.contactId);
    const dueBefore = reminderDueAt(before.event).getTime();
    const dueAfter = reminderDueAt({ remindAt: values.remindAt ?? null, startsAt: values.startsAt });
    const moved = dueAfter.getTime() !== dueBefore;
    await orm.transaction(async (tx) => {
      const row = await updateEvent(tx, caller.channelId, id, values, moved);
      if (!row) throw fail('calendar_event_not_found');
      // The job of the old time finds the time changed and does nothing; the new time gets its own.
      if (moved && shouldRemind(dueAfter)) await scheduleReminder(tx, id, dueAfter);
    });
    if (moved) queue.wake(CALENDAR_REMINDER_QUEUE);
    return detail(caller.channelId, id);
  }

  async function remove(principal: Principal, id: string): Promise<void> {
    const caller = callerOf(principal);
    await editable(caller, id);
    if (!(await deleteEvent(orm, caller.channelId, id))) throw fail('calendar_event_not_found');
  }

  /**
   * The event form's contact picker, one page at a time: the owner and managers search the company's
   * contacts, an operator their wallet and their attendances' contacts; with the operator's privacy
   * on, numbers are not searchable.
   */
  async function searchContactsFor(principal: Principal, query: CalendarContactsQuery): Promise<CalendarContactPage> {
    const caller = callerOf(principal);
    let numbers = true;
    let operatorId: string | undefined;
    if (!caller.staff) {
      operatorId = caller.operatorId as string;
      numbers = !(await findLiveOperator(orm, caller.channelId, operatorId))?.privacy;
    }
    const { items, total } = await searchContacts(orm, caller.channelId, { text: query.search, numbers, operatorId }, query);
    return {
      statusCode: 200,
      items: items.map((c) => ({ _id: c.id, name: c.name, number: c.number })),
      page: query.page,
      perPage: query.perPage,
      total,
    };
  }

  async function operatorsOf(principal: Principal): Promise<CalendarOperator[]> {
    const caller = callerOf(principal);
    if (!caller.staff) throw fail('forbidden');
    return (await listLiveOperators(orm, caller.channelId)).map((o) => ({ _id: o.id, name: o.name }));
  }

  return { list, create, update, remove, contacts: searchContactsFor, operators: operatorsOf };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
