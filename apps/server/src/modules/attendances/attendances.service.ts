// Reading attendances and the operator's actions on them: transfer, finish, pull from the queue and
// the observation.
import { errorText, type Attendance, type AttendanceStatus } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { fail } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { safeErrorMessage } from '../../platform/logging/safe-errors.js';
import { findAttendanceView, operatorMayTake, pageAttendances, pageQueue, setObservation, unreadByOperator } from './attendances.repository.js';
import { assignTo, finishByPerson, lockAttendance, lockQueued, markRead as markAttendanceRead, transferTo, writeObservation } from './attendance-engine.js';
import { newAttendanceChanges, publishAttendanceChanges } from './attendance-changes.js';
import { canTransition } from './attendance-transitions.js';
import { countTabulations } from '../tabulations/index.js';
import { tabulations, departments, operators } from '../../schema/index.js';
import type { FinishSurvey } from './finish-survey.port.js';
import type { ConversationReceipts } from './conversation-receipts.port.js';

/** Where the operator may write: the statuses the panel's composer is open in. */
const WRITABLE: readonly AttendanceStatus[] = ['in_attendance', 'campaign'];

/**
 * `survey`: the satisfaction survey that may replace a plain finish (finish-survey.port.ts);
 * `receipts`: what the customer's WhatsApp is told of reading and typing (conversation-receipts.port.ts).
 */
export function createAttendancesService<SurveyPlan, SurveyStarted>(
  ctx: AppContext,
  survey?: FinishSurvey<SurveyPlan, SurveyStarted>,
  receipts?: ConversationReceipts,
) {
  const orm = ctx.db.orm;

  /** Operators reach only the attendances assigned to them; owners and managers the whole channel. */
  async function get(principal: Principal, channelId: string, id: string): Promise<Attendance> {
    const found = await findAttendanceView(orm, channelId, id);
    if (!found || (principal.role === 'operator' && found.operatorId !== principal.operatorId)) {
      throw fail('attendance_not_found');
    }
    return found;
  }

  async function page(principal: Principal, channelId: string, filter: { operatorId?: string; status?: AttendanceStatus }, pageNumber: number, perPage: number) {
    if (principal.role === 'operator' && filter.operatorId !== principal.operatorId) throw fail('attendances_not_own');
    const { items, total } = await pageAttendances(orm, { channelId, ...filter }, pageNumber, perPage);
    return { statusCode: 200, attendances: items, page: pageNumber, perPage, total };
  }

  async function unread(principal: Principal, channelId: string, operatorId: string) {
    if (principal.role === 'operator' && operatorId !== principal.operatorId) throw fail('attendances_not_own');
    return unreadByOperator(orm, channelId, operatorId);
  }

  async function transfer(principal: Principal, channelId: string, id: string, target: { operatorId?: string | undefined; departmentId?: string | undefined }, note?: string) {
    await get(principal, channelId, id);
    if (!target.operatorId && target.departmentId === undefined) throw fail('transfer_target');
    const changes = newAttendanceChanges();
    await orm.transaction(async (tx) => {
      const a = await lockAttendance(tx, channelId, id);
      if (!a) throw fail('attendance_not_found');
      if (!canTransition(a.status, 'in_attendance') && !canTransition(a.status, 'waiting')) throw fail('attendance_closed');
      if (target.operatorId) {
        await assertOwnedIds(tx, operators, channelId, target.operatorId, 'operator');
        await transferTo(tx, a, { operatorId: target.operatorId }, changes);
      } else {
        const deptId = target.departmentId ?? null;
        await assertOwnedIds(tx, departments, channelId, deptId, 'department');
        await transferTo(tx, a, { departmentId: deptId }, changes);
      }
      if (note) await setObservation(tx, channelId, id, note);
    });
    publishAttendanceChanges(ctx.bus, changes);
    return get({ ...principal, role: 'channel' }, channelId, id);
  }

  async function finish(principal: Principal, channelId: string, id: string, input: { tabulationId?: string | undefined; observation?: string | undefined }) {
    await get(principal, channelId, id);
    await checkTabulation(channelId, input.tabulationId);
    const plan = survey ? await survey.plan(channelId) : null;
    const changes = newAttendanceChanges();
    const surveyed = await orm.transaction(async (tx) => {
      const a = await lockAttendance(tx, channelId, id);
      if (!a) throw fail('attendance_not_found');
      if (!canTransition(a.status, 'finished')) throw fail('attendance_closed');
      const closing = { tabulationId: input.tabulationId ?? null, observation: input.observation ?? null };
      return finishByPerson(tx, a, closing, changes, survey && { port: survey, plan });
    });
    if (surveyed && survey) survey.published(surveyed);
    publishAttendanceChanges(ctx.bus, changes);
    return get({ ...principal, role: 'channel' }, channelId, id);
  }

  /**
   * Opening a conversation reads it. Only when something was unread does the customer's WhatsApp
   * hear of it, after the commit; telling it never fails the reading (receipts go through a job).
   */
  async function markRead(principal: Principal, channelId: string, id: string): Promise<void> {
    const found = await get(principal, channelId, id);
    if (found.unread === 0) return;
    const changes = newAttendanceChanges();
    const wasUnread = await markAttendanceRead(orm, channelId, id, changes);
    publishAttendanceChanges(ctx.bus, changes);
    if (wasUnread && receipts) await receipts.read(channelId, id).catch((err: unknown) => receiptFailed('read', err));
  }

  /**
   * The operator is typing in their conversation: the customer sees "digitando…" (throttled by the
   * receipts, per attendance). Answers whether the customer was told now.
   */
  async function typing(principal: Principal, channelId: string, id: string): Promise<boolean> {
    const found = await get(principal, channelId, id);
    if (found.operatorId !== principal.operatorId) throw fail('attendance_not_found');
    if (!WRITABLE.includes(found.status)) throw fail('attendance_closed');
    if (!receipts) return false;
    return receipts.typing(channelId, id).catch((err: unknown) => {
      receiptFailed('typing', err);
      return false;
    });
  }

  /**
   * With tabulations in the channel, finishing needs one of them; a tabulation that is not the
   * channel's (or was deleted) is refused whether or not it was needed.
   */
  async function checkTabulation(channelId: string, tabulationId: string | undefined): Promise<void> {
    if (tabulationId) {
      await assertOwnedIds(orm, tabulations, channelId, tabulationId, 'tabulation');
      return;
    }
    if ((await countTabulations(orm, channelId)) > 0) {
      throw fail('tabulation_required', { data: [{ field: 'tabulationId', message: errorText('tabulation_required') }] });
    }
  }

  /** The queue the caller may pull from: an operator's departments (and no department); all for staff. */
  async function queue(principal: Principal, channelId: string, pageNumber: number, perPage: number) {
    const operatorId = principal.role === 'operator' ? principal.operatorId : null;
    if (principal.role === 'operator' && !operatorId) throw fail('forbidden');
    const { items, total } = await pageQueue(orm, { channelId, operatorId }, pageNumber, perPage);
    return { statusCode: 200, attendances: items, page: pageNumber, perPage, total };
  }

  /** An operator takes a queued attendance; of two pulling at once one wins and the other gets 409. */
  async function pull(principal: Principal, channelId: string, id: string): Promise<Attendance> {
    const operatorId = principal.operatorId;
    if (principal.role !== 'operator' || !operatorId) throw fail('pull_operators_only');
    const found = await findAttendanceView(orm, channelId, id);
    if (!found) throw fail('attendance_not_found');
    if (!(await operatorMayTake(orm, operatorId, found.departmentId))) throw fail('other_department');
    if (found.status === 'finished' || found.status === 'abandoned') throw fail('attendance_closed');
    const changes = newAttendanceChanges();
    await orm.transaction(async (tx) => {
      const a = await lockQueued(tx, channelId, id);
      if (!a) throw fail('already_pulled');
      await assignTo(tx, a, operatorId, changes);
    });
    publishAttendanceChanges(ctx.bus, changes);
    return get(principal, channelId, id);
  }

  /**
   * The attendance's observation, replaced as a whole (the panel edits the text it shows); an empty
   * text clears it. Who may read the attendance may write it, finished ones included.
   */
  async function observe(principal: Principal, channelId: string, id: string, observation: string): Promise<Attendance> {
    await get(principal, channelId, id);
    const changes = newAttendanceChanges();
    await writeObservation(orm, channelId, id, observation || null, changes);
    publishAttendanceChanges(ctx.bus, changes);
    return get(principal, channelId, id);
  }

  return { get, page, unread, transfer, finish, markRead, typing, queue, pull, observe };
}

/** A receipt that could not even be enqueued is logged: the customer misses a tick, nothing else. */
function receiptFailed(what: 'read' | 'typing', err: unknown): void {
  console.warn(`[receipts] could not tell the provider (${what}): ${safeErrorMessage(err)}`);
}

export type AttendancesService = ReturnType<typeof createAttendancesService>;
