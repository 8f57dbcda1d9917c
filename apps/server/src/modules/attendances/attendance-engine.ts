// The attendance engine: opens the customer's attendance, routes it to a department queue and
// hands it to an operator. Every status change goes through the transition table. Assignment locks
// the attendance row and the chosen operator's row (counting the load again under the lock), so two
// instances never assign the same attendance twice nor overfill one operator.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AttendanceStatus } from '@atende/contract';
import { assertTransition } from './attendance-transitions.js';
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
 * more, least busy first. The chosen operator's row is locked and their load counted again after
 * the lock (a new statement sees what others committed meanwhile), so two transactions never
 * overfill one operator; waiting for the lock instead of skipping it means a busy instant never
 * sends a customer to the queue while the operator has room.
 */
async function pickOperator(tx: Tx, channelId: string, departmentId: string | null, preferred: string | null): Promise<string | null> {
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
  for (const { id } of candidates.rows) {
    const locked = await tx.execute<{ max_attendances: number }>(sql`
      select max_attendances from operators where id = ${id} and status and deleted_at is null for update`);
    const max = locked.rows[0]?.max_attendances;
    if (max === undefined) continue;
    const load = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from attendances where operator_id = ${id} and status = 'in_attendance'`);
    if ((load.rows[0]?.n ?? 0) < max) return id;
  }
  return null;
}

/**
 * Serializes automatic assignment within a channel until the transaction ends. Routing several
 * attendances locks several operators; without this, two transactions taking them in different
 * orders could deadlock.
 */
export async function lockChannelRouting(tx: Tx, channelId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`route:${channelId}`}, 0))`);
}

async function anyOperatorOnline(tx: Tx, channelId: string, departmentId: string | null): Promise<boolean> {
  const res = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from operators o
     where o.channel_id = ${channelId} and o.status and o.deleted_at is null
       and (${departmentId}::uuid is null or exists (
             select 1 from operator_departments od where od.operator_id = o.id and od.department_id = ${departmentId}))`);
  return (res.rows[0]?.n ?? 0) > 0;
}

type StatusFields = { operatorId?: string | null; departmentId?: string | null };
export type StatusChange = { attendance: AttendanceRef; to: AttendanceStatus; fields?: StatusFields };

export async function setStatus(tx: Tx, a: AttendanceRef, to: AttendanceStatus, fields: StatusFields = {}): Promise<AttendanceRef> {
  const [done] = await setStatuses(tx, [{ attendance: a, to, fields }]);
  return done ?? { ...a, status: to };
}

/** Several status changes (each through the transition table) in one statement. */
export async function setStatuses(tx: Tx, changes: StatusChange[]): Promise<AttendanceRef[]> {
  if (changes.length === 0) return [];
  const done = changes.map(({ attendance: a, to, fields = {} }) => {
    assertTransition(a.status, to);
    return {
      ...a,
      status: to,
      operatorId: fields.operatorId === undefined ? a.operatorId : fields.operatorId,
      departmentId: fields.departmentId === undefined ? a.departmentId : fields.departmentId,
    };
  });
  const input = JSON.stringify(done.map((a) => ({ id: a.id, to: a.status, operator_id: a.operatorId, department_id: a.departmentId })));
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
  return done;
}

/**
 * What one routing pass (a webhook batch) learnt about each department: that no operator had room
 * (assignments only fill operators up, so the rest of the pass need not ask again) and whether
 * anyone is online. Many customers routed to a busy or empty department then cost one statement
 * each instead of three.
 */
export type RoutingMemo = { full: Set<string>; online: Map<string, boolean> };
export const newRoutingMemo = (): RoutingMemo => ({ full: new Set(), online: new Map() });

/**
 * Routes an attendance that needs a person: to the preferred operator (wallet) when online and free,
 * else the least busy operator of its department, else its queue (waiting or offline_operators).
 */
export async function route(tx: Tx, a: AttendanceRef, preferredOperatorId: string | null = null, memo?: RoutingMemo): Promise<AttendanceRef> {
  const change = await routeChange(tx, a, preferredOperatorId, memo);
  return change ? setStatus(tx, a, change.to, change.fields) : a;
}

/**
 * route() for many attendances of one transaction. An assignment is written at once (the next
 * pick counts it); the queue moves, once a department is known to be full, go in one statement.
 */
export async function routeMany(tx: Tx, changes: Array<{ attendance: AttendanceRef; offline?: boolean }>, memo: RoutingMemo = newRoutingMemo()): Promise<AttendanceRef[]> {
  const routed: AttendanceRef[] = [];
  const queued: Array<{ index: number; change: StatusChange }> = [];
  for (const { attendance: a, offline } of changes) {
    const change: Omit<StatusChange, 'attendance'> | null = offline ? { to: 'offline_operators', fields: { operatorId: null } } : await routeChange(tx, a, null, memo);
    if (change?.to === 'in_attendance') routed.push(await setStatus(tx, a, change.to, change.fields));
    else {
      if (change) queued.push({ index: routed.length, change: { attendance: a, ...change } });
      routed.push(a);
    }
  }
  const moved = await setStatuses(tx, queued.map((q) => q.change));
  moved.forEach((a, i) => (routed[queued[i]!.index] = a));
  return routed;
}

/** Where route() sends the attendance (null: it already waits in the right queue). */
async function routeChange(tx: Tx, a: AttendanceRef, preferredOperatorId: string | null, memo?: RoutingMemo): Promise<Omit<StatusChange, 'attendance'> | null> {
  const key = `${a.channelId}:${a.departmentId ?? ''}`;
  const operatorId = memo?.full.has(key) ? null : await pickOperator(tx, a.channelId, a.departmentId, preferredOperatorId);
  if (operatorId) return { to: 'in_attendance', fields: { operatorId } };
  memo?.full.add(key);
  let online = memo?.online.get(key);
  if (online === undefined) {
    online = await anyOperatorOnline(tx, a.channelId, a.departmentId);
    memo?.online.set(key, online);
  }
  const queue: AttendanceStatus = online ? 'waiting' : 'offline_operators';
  return a.status === queue ? null : { to: queue, fields: { operatorId: null } };
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

export async function transferTo(tx: Tx, a: AttendanceRef, target: { operatorId: string } | { departmentId: string | null }): Promise<AttendanceRef> {
  if ('operatorId' in target) return setStatus(tx, a, 'in_attendance', { operatorId: target.operatorId });
  const moved = { ...a, departmentId: target.departmentId };
  const operatorId = await pickOperator(tx, a.channelId, target.departmentId, null);
  if (operatorId && operatorId !== a.operatorId) return setStatus(tx, moved, 'in_attendance', { operatorId, departmentId: target.departmentId });
  const queue: AttendanceStatus = (await anyOperatorOnline(tx, a.channelId, target.departmentId)) ? 'waiting' : 'offline_operators';
  if (a.status === queue) {
    // Already in that kind of queue: only the department changes (not a status transition).
    await tx.execute(sql`update attendances set department_id = ${target.departmentId}, updated_at = now() where id = ${a.id}`);
    return moved;
  }
  return setStatus(tx, moved, queue, { operatorId: null, departmentId: target.departmentId });
}

export async function finish(tx: Tx, a: AttendanceRef, tabulationId: string | null, observation: string | null): Promise<AttendanceRef> {
  const done = await setStatus(tx, a, 'finished');
  await recordClosing(tx, a.id, tabulationId, observation);
  return done;
}

/** What the operator noted when ending the conversation (finished, or handed to the survey). */
export async function recordClosing(tx: Tx, id: string, tabulationId: string | null, observation: string | null): Promise<void> {
  if (tabulationId === null && observation === null) return;
  await tx.execute(sql`update attendances set tabulation_id = coalesce(${tabulationId}, tabulation_id), observation = coalesce(${observation}, observation) where id = ${id}`);
}

/** Hands queued attendances of a channel to free operators, oldest first (an operator came online). */
export async function drainQueue(tx: Tx, channelId: string, limit = 50): Promise<AttendanceRef[]> {
  await lockChannelRouting(tx, channelId);
  const res = await tx.execute<Row>(sql`
    select id, channel_id, contact_id, status, department_id, operator_id from attendances
     where channel_id = ${channelId} and status in ('waiting', 'offline_operators')
     order by queued_at nulls last, created_at
     limit ${limit}
     for update skip locked`);
  const changed: AttendanceRef[] = [];
  for (const row of res.rows) {
    const before = toRef(row);
    const after = await route(tx, before);
    if (after.status !== before.status || after.operatorId !== before.operatorId) changed.push(after);
  }
  return changed;
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

/** The operator takes a queued attendance of theirs to answer (a pull). */
export async function assignTo(tx: Tx, a: AttendanceRef, operatorId: string): Promise<AttendanceRef> {
  return setStatus(tx, a, 'in_attendance', { operatorId });
}

/**
 * An operator leaves for good (deleted, blocked): each conversation they were answering is routed
 * again within its department, to another free operator or back to the queue. Call it after the
 * operator is marked offline or deleted, so the routing cannot pick them again.
 */
export async function releaseOperator(tx: Tx, channelId: string, operatorId: string): Promise<AttendanceRef[]> {
  const res = await tx.execute<Row>(sql`
    select id, channel_id, contact_id, status, department_id, operator_id from attendances
     where channel_id = ${channelId} and operator_id = ${operatorId} and status = 'in_attendance'
     order by assigned_at nulls last, created_at
     for update`);
  const moved: AttendanceRef[] = [];
  for (const row of res.rows) moved.push(await route(tx, { ...toRef(row), operatorId: null }));
  return moved;
}
