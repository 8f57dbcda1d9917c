// Everyone's calendar: who sees and keeps which events, and the reminder each event schedules. Every
// user keeps their own (the admin too, outside any company); the owner sees and keeps every calendar
// of the company; a manager with Manageoperators also the operators'. A reminder is a delayed job
// naming the event and the moment it was due; the job re-reads the event, so editing or deleting it
// never fires a stale reminder.
import type { z } from 'zod';
import type { CalendarContactsQuery, calendarContactsResponseSchema, CalendarEvent, CalendarEventValues, CalendarOperator } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { contacts } from '../../schema/index.js';
import type { Principal } from '../../platform/http/principal.js';
import type { Queue } from '../../platform/queue/queue.js';
import { fail } from '../../platform/http/errors.js';
import {
  deleteEvent,
  findCalendarOwner,
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
  type CalendarOwner,
  type CalendarVisibility,
} from './calendar.repository.js';
import { CALENDAR_REMINDER_QUEUE, type CalendarReminderJob } from './jobs/calendar-reminder.job.js';

type CalendarContactPage = z.infer<typeof calendarContactsResponseSchema>;

/** A reminder due a little while ago (the form was slow) still goes out; older ones are history. */
const PAST_REMINDER_GRACE_MS = 60_000;

export const toCalendarEventView = ({ event, ownerName, operatorId, contact }: CalendarEventDetail): CalendarEvent => ({
  _id: event.id,
  channelId: event.channelId,
  userId: event.userId,
  ownerName,
  operatorId,
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

/**
 * Who is calling and which calendars besides their own they may see and keep: `company` (the owner:
 * everyone's of the company), `operators` (a manager with Manageoperators: the operators'), or none.
 */
type Caller = CalendarOwner & { reach: 'own' | 'operators' | 'company'; companyContacts: boolean };

function callerOf(principal: Principal): Caller {
  const { userId, channelId, operatorId, role } = principal;
  if (role !== 'admin' && !channelId) throw fail('channel_required');
  const reach = role === 'channel' ? 'company' : role === 'channel_manager' && principal.permissions.includes('Manageoperators') ? 'operators' : 'own';
  // The owner and managers link any of the company's contacts; an operator those they may see.
  const companyContacts = role === 'channel' || role === 'channel_manager';
  return { userId, channelId, operatorId, reach, companyContacts };
}

function visibilityOf(caller: Caller): CalendarVisibility {
  if (caller.reach === 'company' && caller.channelId) return { kind: 'company', channelId: caller.channelId };
  if (caller.reach === 'operators' && caller.channelId) return { kind: 'own_and_operators', userId: caller.userId, channelId: caller.channelId };
  return { kind: 'own', userId: caller.userId };
}

/** Whether the caller may keep (create, change, delete) events in the owner's calendar. */
const mayKeep = (caller: Caller, owner: { userId: string; operatorId: string | null }): boolean =>
  owner.userId === caller.userId || caller.reach === 'company' || (caller.reach === 'operators' && owner.operatorId !== null);

export function createCalendarService(ctx: AppContext, queue: Queue, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  /**
   * Whose calendar the event goes in: the user named (or the operator named), else where it already
   * is, else the caller's own. Another company's operator or user is not found; a calendar of the
   * company the caller may not keep is refused.
   */
  async function ownerFor(caller: Caller, input: CalendarEventValues, current: CalendarOwner | null): Promise<CalendarOwner> {
    let userId = input.userId;
    if (!userId && input.operatorId) {
      // Another company's (or a deleted) operator is not found, as anywhere else.
      const operator = caller.channelId ? await findLiveOperator(orm, caller.channelId, input.operatorId) : undefined;
      if (!operator) throw fail('operator_not_found');
      userId = operator.userId;
    }
    if (!userId) return current ?? { userId: caller.userId, channelId: caller.channelId, operatorId: caller.operatorId };
    if (userId === caller.userId) return { userId: caller.userId, channelId: caller.channelId, operatorId: caller.operatorId };
    if (current && userId === current.userId) return current;
    if (!caller.channelId) throw fail('calendar_not_own');
    const owner = await findCalendarOwner(orm, caller.channelId, userId);
    if (!owner) throw fail('user_not_found');
    if (!mayKeep(caller, owner)) throw fail('calendar_not_own');
    return { userId: owner.userId, channelId: owner.channelId, operatorId: owner.operatorId };
  }

  /**
   * The linked contact is the company's; an operator links only one they may see (the event shows its
   * name and number), or keeps the one already on the event they edit. An admin has no contacts.
   */
  async function checkContact(caller: Caller, contactId: string | null, current: string | null): Promise<void> {
    if (!contactId || contactId === current) return;
    if (!caller.channelId) throw fail('contact_not_found');
    if (caller.companyContacts) return assertOwnedIds(orm, contacts, caller.channelId, contactId, 'contact');
    if (!(await findVisibleContact(orm, caller.channelId, contactId, caller.operatorId ?? undefined))) throw fail('contact_not_found');
  }

  function writeOf(input: CalendarEventValues): CalendarEventWrite {
    return {
      contactId: input.contactId,
      title: input.title,
      description: input.description,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      remindAt: input.remindAt ? new Date(input.remindAt) : null,
    };
  }

  const ownerOf = ({ event, operatorId }: CalendarEventDetail): CalendarOwner => ({ userId: event.userId, channelId: event.channelId, operatorId });

  /** An event the caller may change: another company's is not found; a calendar they may not keep is refused. */
  async function editable(caller: Caller, id: string): Promise<CalendarEventDetail> {
    const found = await findEvent(orm, caller.channelId, id);
    if (!found) throw fail('calendar_event_not_found');
    if (!mayKeep(caller, ownerOf(found))) throw fail('calendar_not_own');
    return found;
  }

  function shouldRemind(dueAt: Date): boolean {
    return dueAt.getTime() >= clock().getTime() - PAST_REMINDER_GRACE_MS;
  }

  async function scheduleReminder(tx: typeof orm, eventId: string, dueAt: Date): Promise<void> {
    const job: CalendarReminderJob = { eventId, dueAt: dueAt.toISOString() };
    await queue.send(CALENDAR_REMINDER_QUEUE, job, { tx, startAfter: dueAt });
  }

  async function detail(channelId: string | null, id: string): Promise<CalendarEvent> {
    const found = await findEvent(orm, channelId, id);
    if (!found) throw fail('calendar_event_not_found');
    return toCalendarEventView(found);
  }

  async function list(
    principal: Principal,
    range: { from: string; to: string; userId?: string | undefined; operatorId?: string | undefined },
  ): Promise<CalendarEvent[]> {
    const caller = callerOf(principal);
    // Who sees only their own calendar gets it whatever the query names; the others narrow what they see.
    const only = caller.reach === 'own' ? {} : { userId: range.userId, operatorId: range.operatorId };
    const rows = await listEvents(orm, visibilityOf(caller), { from: new Date(range.from), to: new Date(range.to), ...only });
    return rows.map(toCalendarEventView);
  }

  async function create(principal: Principal, input: CalendarEventValues): Promise<CalendarEvent> {
    const caller = callerOf(principal);
    const owner = await ownerFor(caller, input, null);
    await checkContact(caller, input.contactId, null);
    const values = writeOf(input);
    const row = await orm.transaction(async (tx) => {
      const inserted = await insertEvent(tx, owner, caller.userId, values);
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
    const owner = await ownerFor(caller, input, ownerOf(before));
    await checkContact(caller, input.contactId, before.event.contactId);
    const values = writeOf(input);
    const dueBefore = reminderDueAt(before.event).getTime();
    const dueAfter = reminderDueAt({ remindAt: values.remindAt ?? null, startsAt: values.startsAt });
    const moved = dueAfter.getTime() !== dueBefore;
    await orm.transaction(async (tx) => {
      const row = await updateEvent(tx, caller.channelId, id, owner, values, moved);
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
   * on, numbers are not searchable. An admin (no company) has none.
   */
  async function searchContactsFor(principal: Principal, query: CalendarContactsQuery): Promise<CalendarContactPage> {
    const caller = callerOf(principal);
    if (!caller.channelId) return { statusCode: 200, items: [], page: query.page, perPage: query.perPage, total: 0 };
    let numbers = true;
    let operatorId: string | undefined;
    if (!caller.companyContacts) {
      if (!caller.operatorId) throw fail('forbidden');
      operatorId = caller.operatorId;
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

  /** The operators whose calendars the caller may see and keep (the owner, a manager with Manageoperators). */
  async function operatorsOf(principal: Principal): Promise<CalendarOperator[]> {
    const caller = callerOf(principal);
    if (caller.reach === 'own' || !caller.channelId) throw fail('forbidden');
    return (await listLiveOperators(orm, caller.channelId)).map((o) => ({ _id: o.id, userId: o.userId, name: o.name }));
  }

  return { list, create, update, remove, contacts: searchContactsFor, operators: operatorsOf };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
