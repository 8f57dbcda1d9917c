// The only place that reads and writes calendar events (and the few contact, user and operator facts
// the calendar shows beside them). Every user has a calendar; an operator's is their user's.
import { and, asc, count, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Role } from '@atende/contract';
import { calendarEvents, attendances, contacts, operators, users } from '../../schema/index.js';
import { containsPattern } from '../../platform/db/sql-helpers.js';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type CalendarEventWrite = Pick<typeof calendarEvents.$inferInsert, 'contactId' | 'title' | 'description' | 'startsAt' | 'endsAt' | 'remindAt'>;
/** Whose calendar an event is in: the user, their company (null for an admin) and, for an operator, the operator. */
export type CalendarOwner = { userId: string; channelId: string | null; operatorId: string | null };
export type ContactFacts = { id: string; name: string | null; number: string };
export type CalendarEventDetail = { event: CalendarEventRow; ownerName: string; operatorId: string | null; contact: ContactFacts | null };

/**
 * The calendars a caller may see: their own; their own and the company's operators' (a manager with
 * Manageoperators); or every calendar of the company (the owner).
 */
export type CalendarVisibility =
  | { kind: 'own'; userId: string }
  | { kind: 'own_and_operators'; userId: string; channelId: string }
  | { kind: 'company'; channelId: string };

/** A month view asks for six weeks; nobody reads thousands of events at once. */
const LIST_LIMIT = 2000;

const detailColumns = {
  event: calendarEvents,
  ownerName: sql<string>`coalesce(${operators.name}, ${users.name})`,
  operatorId: operators.id,
  contactId: contacts.id,
  contactName: contacts.name,
  contactNumber: contacts.number,
};

type DetailRow = { event: CalendarEventRow; ownerName: string; operatorId: string | null; contactId: string | null; contactName: string | null; contactNumber: string | null };

const toDetail = (row: DetailRow): CalendarEventDetail => ({
  event: row.event,
  ownerName: row.ownerName,
  operatorId: row.operatorId,
  contact: row.contactId && row.contactNumber ? { id: row.contactId, name: row.contactName, number: row.contactNumber } : null,
});

function selectDetails(orm: NodePgDatabase, where: SQL | undefined) {
  return orm
    .select(detailColumns)
    .from(calendarEvents)
    .innerJoin(users, eq(users.id, calendarEvents.userId))
    .leftJoin(operators, eq(operators.userId, calendarEvents.userId))
    .leftJoin(contacts, eq(contacts.id, calendarEvents.contactId))
    .where(where);
}

/** The company's rows, or the rows of no company (an admin's) when `channelId` is null. */
const ofCompany = (channelId: string | null): SQL => (channelId ? eq(calendarEvents.channelId, channelId) : isNull(calendarEvents.channelId));

function visibleWhere(visibility: CalendarVisibility): SQL | undefined {
  if (visibility.kind === 'own') return eq(calendarEvents.userId, visibility.userId);
  if (visibility.kind === 'company') return eq(calendarEvents.channelId, visibility.channelId);
  return and(eq(calendarEvents.channelId, visibility.channelId), or(eq(calendarEvents.userId, visibility.userId), isNotNull(operators.id)));
}

/**
 * Events the caller may see that touch [from, to): started before `to` and not over before `from`;
 * `userId` / `operatorId` narrow them to one calendar.
 */
export async function listEvents(
  orm: NodePgDatabase,
  visibility: CalendarVisibility,
  range: { from: Date; to: Date; userId?: string | undefined; operatorId?: string | undefined },
): Promise<CalendarEventDetail[]> {
  const rows = await selectDetails(
    orm,
    and(
      visibleWhere(visibility),
      range.userId ? eq(calendarEvents.userId, range.userId) : undefined,
      range.operatorId ? eq(operators.id, range.operatorId) : undefined,
      lt(calendarEvents.startsAt, range.to),
      gte(sql`coalesce(${calendarEvents.endsAt}, ${calendarEvents.startsAt})`, range.from),
    ),
  )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(LIST_LIMIT);
  return rows.map(toDetail);
}

/** An event of the company (of no company, for an admin: `channelId` null). */
export async function findEvent(orm: NodePgDatabase, channelId: string | null, id: string): Promise<CalendarEventDetail | undefined> {
  const [row] = await selectDetails(orm, and(ofCompany(channelId), eq(calendarEvents.id, id))).limit(1);
  return row ? toDetail(row) : undefined;
}

export async function insertEvent(orm: NodePgDatabase, owner: CalendarOwner, createdBy: string, values: CalendarEventWrite): Promise<CalendarEventRow> {
  const [row] = await orm
    .insert(calendarEvents)
    .values({ ...values, userId: owner.userId, channelId: owner.channelId, createdBy })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the event (and whose calendar it is in); a moved reminder is due again (reminder_sent_at cleared). */
export async function updateEvent(
  orm: NodePgDatabase,
  channelId: string | null,
  id: string,
  owner: CalendarOwner,
  values: CalendarEventWrite,
  reminderMoved: boolean,
): Promise<CalendarEventRow | undefined> {
  const [row] = await orm
    .update(calendarEvents)
    .set({ ...values, userId: owner.userId, updatedAt: new Date(), ...(reminderMoved ? { reminderSentAt: null } : {}) })
    .where(and(ofCompany(channelId), eq(calendarEvents.id, id)))
    .returning();
  return row;
}

export async function deleteEvent(orm: NodePgDatabase, channelId: string | null, id: string): Promise<boolean> {
  const rows = await orm
    .delete(calendarEvents)
    .where(and(ofCompany(channelId), eq(calendarEvents.id, id)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}

/**
 * Marks the reminder sent if it is still due at `dueAt` and was not sent: one statement, so of two
 * workers holding the same job only one gets the row back. A deleted event, a moved reminder or one
 * already sent returns nothing.
 */
export async function claimReminder(orm: NodePgDatabase, id: string, dueAt: Date, now: Date): Promise<CalendarEventDetail | undefined> {
  const claimed = await orm.execute<{ id: string }>(sql`
    update calendar_events set reminder_sent_at = ${now.toISOString()}::timestamptz
     where id = ${id}
       and reminder_sent_at is null
       and coalesce(remind_at, starts_at) = ${dueAt.toISOString()}::timestamptz
    returning id`);
  if (!claimed.rows[0]) return undefined;
  const [row] = await selectDetails(orm, eq(calendarEvents.id, id)).limit(1);
  return row ? toDetail(row) : undefined;
}

export async function findLiveOperator(
  orm: NodePgDatabase,
  channelId: string,
  id: string,
): Promise<{ id: string; userId: string; name: string; privacy: boolean } | undefined> {
  const [row] = await orm
    .select({ id: operators.id, userId: operators.userId, name: operators.name, privacy: operators.privacy })
    .from(operators)
    .where(and(eq(operators.channelId, channelId), eq(operators.id, id), isNull(operators.deletedAt)))
    .limit(1);
  return row;
}

/**
 * A live user of the company whose calendar an event may go in, with their operator when they are
 * one; undefined for another company's, a deleted one or an unknown id.
 */
export async function findCalendarOwner(orm: NodePgDatabase, channelId: string, userId: string): Promise<(CalendarOwner & { role: Role }) | undefined> {
  const [row] = await orm
    .select({ userId: users.id, channelId: users.channelId, role: users.role, operatorId: operators.id })
    .from(users)
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(and(eq(users.channelId, channelId), eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function listLiveOperators(orm: NodePgDatabase, channelId: string): Promise<Array<{ id: string; userId: string; name: string }>> {
  return orm
    .select({ id: operators.id, userId: operators.userId, name: operators.name })
    .from(operators)
    .where(and(eq(operators.channelId, channelId), isNull(operators.deletedAt)))
    .orderBy(asc(operators.name));
}

/**
 * The contacts an operator may see: their wallet (they are the responsible operator) and the contacts
 * of any attendance assigned to them, open or finished. Undefined (the owner, managers): the company's.
 */
function visibleTo(operatorId: string | undefined): SQL | undefined {
  if (!operatorId) return undefined;
  return sql`(${contacts.responsibleOperatorId} = ${operatorId} or exists (
    select 1 from ${attendances} where ${attendances.contactId} = ${contacts.id} and ${attendances.operatorId} = ${operatorId}))`;
}

/** A contact of the channel the caller may link to an event (`operatorId`: only one that operator sees). */
export async function findVisibleContact(orm: NodePgDatabase, channelId: string, id: string, operatorId: string | undefined): Promise<boolean> {
  const [row] = await orm
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.channelId, channelId), eq(contacts.id, id), visibleTo(operatorId)))
    .limit(1);
  return !!row;
}

export type ContactSearch = { text: string | undefined; numbers: boolean; operatorId: string | undefined };

/**
 * One page of the contacts whose name (or, when allowed, number) contains the search, named ones
 * first, among those the caller may see; with the total for the pager.
 */
export async function searchContacts(
  orm: NodePgDatabase,
  channelId: string,
  search: ContactSearch,
  page: { page: number; perPage: number },
): Promise<{ items: ContactFacts[]; total: number }> {
  const text = search.text?.trim();
  const digits = text?.replace(/\D/g, '') ?? '';
  let filter: SQL | undefined;
  if (text) {
    const byName = sql`${contacts.name} ilike ${containsPattern(text)}`;
    filter = search.numbers && digits ? sql`(${byName} or ${contacts.number} like ${containsPattern(digits)})` : byName;
  }
  const where = and(eq(contacts.channelId, channelId), visibleTo(search.operatorId), filter);
  const [items, [counted]] = await Promise.all([
    orm
      .select({ id: contacts.id, name: contacts.name, number: contacts.number })
      .from(contacts)
      .where(where)
      .orderBy(sql`${contacts.name} asc nulls last`, asc(contacts.number), asc(contacts.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    orm.select({ n: count() }).from(contacts).where(where),
  ]);
  return { items, total: Number(counted?.n ?? 0) };
}
