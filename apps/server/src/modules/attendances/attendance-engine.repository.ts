// The attendance engine's statements: the row locks it takes (an attendance, a customer's open one,
// the queue, an operator's capacity, the channel's routing lock), the operators it may pick and the
// updates it writes. attendance-engine.ts decides when and what; this file only talks to PostgreSQL.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AttendanceStatus } from '@atende/contract';
import { uuidArray } from '../../platform/db/sql-helpers.js';

type Tx = NodePgDatabase;

export type AttendanceRef = { id: string; channelId: string; contactId: string; status: AttendanceStatus; departmentId: string | null; operatorId: string | null };

type Row = { id: string; channel_id: string; contact_id: string; status: AttendanceStatus; department_id: string | null; operator_id: string | null };
const toRef = (r: Row): AttendanceRef => ({
  id: r.id,
  channelId: r.channel_id,
  contactId: r.contact_id,
  status: r.status,
  departmentId: r.department_id,
  operatorId: r.operator_id,
});

export async function lockOpenAttendance(tx: Tx, channelId: string, contactId: string): Promise<AttendanceRef | null> {
  const res = await tx.execute<Row>(sql`
    select id, channel_id, contact_id, status, department_id, operator_id from attendances
     where channel_id = ${channelId} and contact_id = ${contactId} and status not in ('finished', 'abandoned')
     for update`);
  return res.rows[0] ? toRef(res.rows[0]) : null;
}

/** lockOpenAttendance for many contacts, locking in id order so concurrent batches cannot deadlock. */
export async function lockOpenAttendances(tx: Tx, channelId: string, contactIds: string[]): Promise<Map<string, AttendanceRef>> {
  if (contactIds.length === 0) return new Map();
  const res = await tx.execute<Row>(sql`
    select id, channel_id, contact_id, status, department_id, operator_id from attendances
     where channel_id = ${channelId} and status not in ('finished', 'abandoned')
       and contact_id in (${sql.join(contactIds.map((id) => sql`${id}`), sql`, `)})
     order by id
     for update`);
  return new Map(res.rows.map((r) => [r.contact_id, toRef(r)]));
}

/** Counts new customer messages on their attendances: unread and the times the window and lists use. */
export async function recordInbound(tx: Tx, updates: Array<{ attendanceId: string; count: number; lastAt: Date }>): Promise<void> {
  if (updates.length === 0) return;
  const input = JSON.stringify(updates.map((u) => ({ id: u.attendanceId, n: u.count, at: u.lastAt.toISOString() })));
  await tx.execute(sql`
    update attendances a set unread = a.unread + v.n, last_inbound_at = greatest(a.last_inbound_at, v.at),
           last_message_at = greatest(a.last_message_at, v.at), updated_at = now()
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, n int, at timestamptz)
     where a.id = v.id`);
}

export async function lockAttendance(tx: Tx, channelId: string, id: string): Promise<AttendanceRef | null> {
  const res = await tx.execute<Row>(sql`
    select id, channel_id, contact_id, status, department_id, operator_id from attendances
     where channel_id = ${channelId} and id = ${id} for update`);
  return res.rows[0] ? toRef(res.rows[0]) : null;
}

/**
 * Online operators of the department (or of the channel, with no department) with room for one
 * more, least busy first (the preferred one first when among them); at most five.
 */
export async function operatorCandidates(tx: Tx, channelId: string, departmentId: string | null, preferred: string | null): Promise<string[]> {
  const candidates = await tx.execute<{ id: string }>(sql`
    select o.id from operators o
     where o.channel_id = ${channelId} and o.status and o.deleted_at is null
       and (${departmentId}::uuid is null or exists (
             select 1 from operator_departments od where od.operator_id = o.id and od.department_id = ${departmentId}))
       and (select count(*) from attendances a where a.operator_id = o.id and a.status = 'in_attendance') < o.max_attendances
     order by (o.id = ${preferred}::uuid) desc nulls last,
              (select count(*) from attendances a where a.operator_id = o.id and a.status = 'in_attendance'),
              o.id
     limit 5`);
  return candidates.rows.map((r) => r.id);
}

/** Locks an online, live operator's row; their capacity, or undefined when they are not (any more). */
export async function lockOperatorCapacity(tx: Tx, operatorId: string): Promise<number | undefined> {
  const locked = await tx.execute<{ max_attendances: number }>(sql`
      select max_attendances from operators where id = ${operatorId} and status and deleted_at is null for update`);
  return locked.rows[0]?.max_attendances;
}

/** The conversations the operator is answering now (a new statement sees what others committed). */
export async function operatorLoad(tx: Tx, operatorId: string): Promise<number> {
  const load = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from attendances where operator_id = ${operatorId} and status = 'in_attendance'`);
  return load.rows[0]?.n ?? 0;
}

/** The channel's routing lock (transaction-scoped advisory lock). */
export async function lockChannelRouting(tx: Tx, channelId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`route:${channelId}`}, 0))`);
}

/** How many operators of the department (or of the channel, with no department) are online. */
export async function countOnlineOperators(tx: Tx, channelId: string, departmentId: string | null): Promise<number> {
  const res = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from operators o
     where o.channel_id = ${channelId} and o.status and o.deleted_at is null
       and (${departmentId}::uuid is null or exists (
             select 1 from operator_departments od where od.operator_id = o.id and od.department_id = ${departmentId}))`);
  return res.rows[0]?.n ?? 0;
}

/**
 * Writes status changes (already checked against the transition table) in one statement, with the
 * times and the bot state each status implies.
 */
export async function writeStatuses(tx: Tx, changes: AttendanceRef[]): Promise<void> {
  const input = JSON.stringify(changes.map((a) => ({ id: a.id, to: a.status, operator_id: a.operatorId, department_id: a.departmentId })));
  await tx.execute(sql`
    update attendances a set status = v.to, operator_id = v.operator_id, department_id = v.department_id,
           queued_at = case when v.to in ('waiting', 'offline_operators') then coalesce(a.queued_at, now()) else a.queued_at end,
           assigned_at = case when v.to = 'in_attendance' then now() else a.assigned_at end,
           -- The person's work ends when the survey starts (TMA); the survey's answer does not move it.
           finished_at = case when v.to in ('finished', 'abandoned', 'in_survey') then coalesce(a.finished_at, now()) else a.finished_at end,
           -- Out of the bot and the queue for good: no time-out is pending any more.
           bot_due_at = case when v.to in ('in_attendance', 'finished', 'abandoned') then null else a.bot_due_at end,
           bot_state = case when v.to in ('in_attendance', 'finished', 'abandoned') then null else a.bot_state end,
           updated_at = now()
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, "to" text, operator_id uuid, department_id uuid)
     where a.id = v.id`);
}

/**
 * Opens attendances for many customers with none open, in one statement (in contact order, so two
 * batches opening the same customers wait for each other instead of deadlocking). A customer
 * another worker just opened for is left out of the answer.
 */
export async function openAttendances(tx: Tx, channelId: string, contactIds: string[], initial: AttendanceStatus): Promise<Map<string, AttendanceRef>> {
  if (contactIds.length === 0) return new Map();
  const res = await tx.execute<Row>(sql`
    insert into attendances (channel_id, contact_id, status, queued_at)
    select ${channelId}::uuid, c.id, ${initial}, case when ${initial} in ('waiting', 'offline_operators') then now() end
      from unnest(${uuidArray([...contactIds].sort())}::uuid[]) with ordinality as c(id, n)
     order by c.n
    on conflict (channel_id, contact_id) where status not in ('finished', 'abandoned') do nothing
    returning id, channel_id, contact_id, status, department_id, operator_id`);
  return new Map(res.rows.map((r) => [r.contact_id, toRef(r)]));
}

/** Opens an attendance for a customer with none open. Returns null if another worker just did. */
export async function openAttendance(tx: Tx, channelId: string, contactId: string, initial: AttendanceStatus): Promise<AttendanceRef | null> {
  const res = await tx.execute<Row>(sql`
    insert into attendances (channel_id, contact_id, status, queued_at)
    values (${channelId}, ${contactId}, ${initial}, case when ${initial} in ('waiting', 'offline_operators') then now() end)
    on conflict (channel_id, contact_id) where status not in ('finished', 'abandoned') do nothing
    returning id, channel_id, contact_id, status, department_id, operator_id`);
  return res.rows[0] ? toRef(res.rows[0]) : null;
}

/** Moves the attendance to another department without a status change. */
export async function writeDepartment(tx: Tx, id: string, departmentId: string | null): Promise<void> {
  await tx.execute(sql`update attendances set department_id = ${departmentId}, updated_at = now() where id = ${id}`);
}

/** What the operator noted when ending the conversation (finished, or handed to the survey). */
export async function recordClosing(tx: Tx, id: string, tabulationId: string | null, observation: string | null): Promise<void> {
  if (tabulationId === null && observation === null) return;
  await tx.execute(sql`update attendances set tabulation_id = coalesce(${tabulationId}, tabulation_id), observation = coalesce(${observation}, observation) where id = ${id}`);
}

/** Locks up to `limit` queued attendances of the channel, oldest first, skipping those others hold. */
export async function lockQueue(tx: Tx, channelId: string, limit: number): Promise<AttendanceRef[]> {
  const res = await tx.execute<Row>(sql`
    select id, channel_id, contact_id, status, department_id, operator_id from attendances
     where channel_id = ${channelId} and status in ('waiting', 'offline_operators')
     order by queued_at nulls last, created_at
     limit ${limit}
     for update skip locked`);
  return res.rows.map(toRef);
}

/**
 * Locks a queued attendance for an operator who pulls it. SKIP LOCKED: of two operators pulling at
 * once, the first holds the row and the second finds nothing to take (and is told someone else has).
 */
export async function lockQueued(tx: Tx, channelId: string, id: string): Promise<AttendanceRef | null> {
  const res = await tx.execute<Row>(sql`
    select id, channel_id, contact_id, status, department_id, operator_id from attendances
     where channel_id = ${channelId} and id = ${id}
       and (status in ('waiting', 'offline_operators') or (status = 'campaign' and operator_id is null))
     for update skip locked`);
  return res.rows[0] ? toRef(res.rows[0]) : null;
}

/** Locks the conversations the operator is answering, in the order they were assigned. */
export async function lockAnsweredBy(tx: Tx, channelId: string, operatorId: string): Promise<AttendanceRef[]> {
  const res = await tx.execute<Row>(sql`
    select id, channel_id, contact_id, status, department_id, operator_id from attendances
     where channel_id = ${channelId} and operator_id = ${operatorId} and status = 'in_attendance'
     order by assigned_at nulls last, created_at
     for update`);
  return res.rows.map(toRef);
}
