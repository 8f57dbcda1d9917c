// The attendance engine: opens the customer's attendance, routes it to a department queue and
// hands it to an operator. Every status change goes through the transition table. Assignment locks
// the attendance row and the chosen operator's row (counting the load again under the lock), so two
// instances never assign the same attendance twice nor overfill one operator. The operations that
// take an AttendanceChanges record there the events their changes call for (attendance-changes.ts);
// the caller publishes them after its transaction. The statements are attendance-engine.repository.ts.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AttendanceStatus } from '@atende/contract';
import { assertTransition } from './attendance-transitions.js';
import { isQueued, recordChanged, recordLeftQueue, recordMoved, recordQueueCheck, type AttendanceChanges } from './attendance-changes.js';
import {
  countOnlineOperators,
  lockAnsweredBy,
  lockChannelRouting,
  lockOperatorCapacity,
  lockQueue,
  operatorCandidates,
  operatorLoad,
  recordClosing,
  writeDepartment,
  writeStatuses,
  type AttendanceRef,
} from './attendance-engine.repository.js';
import { resetUnread, setObservation } from './attendances.repository.js';
import type { FinishSurvey } from './finish-survey.port.js';

// The statements callers use as they are: locking and opening attendances, counting inbound messages.
export {
  lockAttendance,
  lockChannelRouting,
  lockOpenAttendance,
  lockOpenAttendances,
  lockQueued,
  openAttendance,
  openAttendances,
  recordClosing,
  recordInbound,
  type AttendanceRef,
} from './attendance-engine.repository.js';

type Tx = NodePgDatabase;

/**
 * Online operators of the department (or of the channel, with no department) with room for one
 * more, least busy first. The chosen operator's row is locked and their load counted again after
 * the lock (a new statement sees what others committed meanwhile), so two transactions never
 * overfill one operator; waiting for the lock instead of skipping it means a busy instant never
 * sends a customer to the queue while the operator has room.
 */
async function pickOperator(tx: Tx, channelId: string, departmentId: string | null, preferred: string | null): Promise<string | null> {
  for (const id of await operatorCandidates(tx, channelId, departmentId, preferred)) {
    const max = await lockOperatorCapacity(tx, id);
    if (max === undefined) continue;
    if ((await operatorLoad(tx, id)) < max) return id;
  }
  return null;
}

async function anyOperatorOnline(tx: Tx, channelId: string, departmentId: string | null): Promise<boolean> {
  return (await countOnlineOperators(tx, channelId, departmentId)) > 0;
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
  await writeStatuses(tx, done);
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
 * With `changes`, the routed conversation is recorded as moved (recordMoved), changed or not.
 */
export async function route(tx: Tx, a: AttendanceRef, preferredOperatorId: string | null = null, memo?: RoutingMemo, changes?: AttendanceChanges): Promise<AttendanceRef> {
  const change = await routeChange(tx, a, preferredOperatorId, memo);
  const routed = change ? await setStatus(tx, a, change.to, change.fields) : a;
  if (changes) recordMoved(changes, routed);
  return routed;
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
 * Hands the attendance to an operator, or to a department (its free operator, else its queue). The
 * operator it leaves and the queue hear of it: someone may take what waits.
 */
export async function transferTo(tx: Tx, a: AttendanceRef, target: { operatorId: string } | { departmentId: string | null }, changes: AttendanceChanges): Promise<AttendanceRef> {
  const after = await transferred(tx, a, target);
  recordChanged(changes, a, a.operatorId);
  if (isQueued(a.status) && !isQueued(after.status)) recordLeftQueue(changes, a);
  recordQueueCheck(changes, a.channelId);
  return after;
}

async function transferred(tx: Tx, a: AttendanceRef, target: { operatorId: string } | { departmentId: string | null }): Promise<AttendanceRef> {
  if ('operatorId' in target) return setStatus(tx, a, 'in_attendance', { operatorId: target.operatorId });
  const moved = { ...a, departmentId: target.departmentId };
  const operatorId = await pickOperator(tx, a.channelId, target.departmentId, null);
  if (operatorId && operatorId !== a.operatorId) return setStatus(tx, moved, 'in_attendance', { operatorId, departmentId: target.departmentId });
  const queue: AttendanceStatus = (await anyOperatorOnline(tx, a.channelId, target.departmentId)) ? 'waiting' : 'offline_operators';
  if (a.status === queue) {
    // Already in that kind of queue: only the department changes (not a status transition).
    await writeDepartment(tx, a.id, target.departmentId);
    return moved;
  }
  return setStatus(tx, moved, queue, { operatorId: null, departmentId: target.departmentId });
}

export async function finish(tx: Tx, a: AttendanceRef, tabulationId: string | null, observation: string | null): Promise<AttendanceRef> {
  const done = await setStatus(tx, a, 'finished');
  await recordClosing(tx, a.id, tabulationId, observation);
  return done;
}

/** The survey a finish by a person may hand the conversation to, with the channel's plan (null: none). */
export type FinishingSurvey<Plan, Started> = { port: FinishSurvey<Plan, Started>; plan: Plan | null };

/**
 * A person (operator, owner, manager) ends the conversation: the satisfaction survey takes it when
 * the channel plans one and it starts, else it is finished with the closing notes. Returns the
 * started survey (to publish after the commit). Its operator and the queue hear of it.
 */
export async function finishByPerson<Plan, Started>(
  tx: Tx,
  a: AttendanceRef,
  closing: { tabulationId: string | null; observation: string | null },
  changes: AttendanceChanges,
  survey?: FinishingSurvey<Plan, Started>,
): Promise<Started | null> {
  const surveyed = survey?.plan ? await survey.port.start(tx, survey.plan, a, closing.tabulationId, closing.observation) : null;
  if (!surveyed) await finish(tx, a, closing.tabulationId, closing.observation);
  // Finished from the management list while the survey waited: it ends unanswered.
  if (a.status === 'in_survey') await survey?.port.expire(tx, a.id);
  recordChanged(changes, a, a.operatorId);
  if (isQueued(a.status)) recordLeftQueue(changes, a);
  recordQueueCheck(changes, a.channelId);
  return surveyed;
}

/** Hands queued attendances of a channel to free operators, oldest first (an operator came online). */
export async function drainQueue(tx: Tx, channelId: string, changes: AttendanceChanges, limit = 50): Promise<AttendanceRef[]> {
  await lockChannelRouting(tx, channelId);
  const changed: AttendanceRef[] = [];
  for (const before of await lockQueue(tx, channelId, limit)) {
    const after = await route(tx, before);
    if (after.status !== before.status || after.operatorId !== before.operatorId) changed.push(after);
  }
  for (const a of changed) {
    // Queued, it had no operator.
    recordChanged(changes, a, null);
    if (a.status === 'in_attendance') recordLeftQueue(changes, a);
  }
  return changed;
}

/** The operator takes a queued attendance of theirs to answer (a pull): it leaves the queue. */
export async function assignTo(tx: Tx, a: AttendanceRef, operatorId: string, changes: AttendanceChanges): Promise<AttendanceRef> {
  const assigned = await setStatus(tx, a, 'in_attendance', { operatorId });
  // Queued, it had no operator.
  recordChanged(changes, a, null);
  recordLeftQueue(changes, a);
  return assigned;
}

/**
 * An operator leaves for good (deleted, blocked): each conversation they were answering is routed
 * again within its department, to another free operator or back to the queue. Call it after the
 * operator is marked offline or deleted, so the routing cannot pick them again.
 */
export async function releaseOperator(tx: Tx, channelId: string, operatorId: string, changes?: AttendanceChanges): Promise<AttendanceRef[]> {
  const moved: AttendanceRef[] = [];
  for (const a of await lockAnsweredBy(tx, channelId, operatorId)) moved.push(await route(tx, { ...a, operatorId: null }));
  // The operator they left sees them go; the caller checks the queue, as the operator's capacity changed too.
  if (changes) for (const a of moved) recordChanged(changes, a, operatorId);
  return moved;
}

/**
 * A conversation nobody took ends on the bot's clock: finished (a survey left unanswered) or
 * abandoned (in the bot or the queue). Its audience hears of it; a queued one leaves every queue tab.
 */
export async function endUnattended(tx: Tx, a: AttendanceRef, to: 'finished' | 'abandoned', changes: AttendanceChanges): Promise<AttendanceRef> {
  const done = await setStatus(tx, a, to);
  recordChanged(changes, done, null);
  if (isQueued(a.status)) recordLeftQueue(changes, a);
  return done;
}

/** The conversation was read: no unread messages any more. Answers whether any were unread. */
export async function markRead(db: Tx, channelId: string, id: string, changes: AttendanceChanges): Promise<boolean> {
  const wasUnread = await resetUnread(db, channelId, id);
  if (wasUnread) recordChanged(changes, { id, channelId }, null);
  return wasUnread;
}

/** The attendance's observation, replaced as a whole (null clears it). */
export async function writeObservation(db: Tx, channelId: string, id: string, observation: string | null, changes: AttendanceChanges): Promise<void> {
  await setObservation(db, channelId, id, observation);
  recordChanged(changes, { id, channelId }, null);
}
