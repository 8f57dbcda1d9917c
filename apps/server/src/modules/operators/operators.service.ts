// Operators: creation with their login, reading, deleting and blocking, and the online/offline switch
// with working hours and the logoff rule.
import type { z } from 'zod';
import type { Operator, operatorCreateSchema } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { departments } from '../../schema/index.js';
import { fail } from '../../platform/http/errors.js';
import type { Principal } from '../../platform/http/principal.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { insertUser, loginTaken } from '../users/index.js';
import { findChannel } from '../channels/index.js';
import { newAttendanceChanges, openAttendancesOf, publishAttendanceChanges, releaseOperator } from '../attendances/index.js';
import {
  findOperator,
  insertOperator,
  listOperators,
  setOperatorBlocked,
  setOperatorStatus,
  softDeleteOperator,
  userBlocked,
} from './operators.repository.js';
import { withinWorkingHours } from './working-hours.js';
import { createOperatorsTeam } from './operators-team.service.js';

export function createOperatorsService(ctx: AppContext, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  async function get(channelId: string, id: string): Promise<Operator> {
    const found = await findOperator(orm, channelId, id);
    if (!found) throw fail('operator_missing');
    return toOperatorView(found);
  }

  async function list(channelId: string): Promise<Operator[]> {
    return (await listOperators(orm, channelId)).map(toOperatorView);
  }

  function toOperatorView(found: NonNullable<Awaited<ReturnType<typeof findOperator>>>): Operator {
    const o = found.operator;
    return {
      _id: o.id,
      userId: o.userId,
      name: o.name,
      channelId: o.channelId,
      status: o.status,
      weekStartTime: o.weekStartTime,
      weekFinishTime: o.weekFinishTime,
      satStartTime: o.satStartTime,
      satFinishTime: o.satFinishTime,
      sunStartTime: o.sunStartTime,
      sunFinishTime: o.sunFinishTime,
      privacy: o.privacy,
      maxAttendances: o.maxAttendances,
      departmentIds: found.departmentIds,
      login: found.login,
      email: found.email,
      deleted: o.deletedAt !== null,
    };
  }

  async function create(channelId: string, input: z.output<typeof operatorCreateSchema>): Promise<Operator> {
    const departmentIds = [...new Set(input.departmentIds)];
    await assertOwnedIds(orm, departments, channelId, departmentIds, 'department');
    if (await loginTaken(orm, input.login)) throw fail('login_taken');
    const passwordHash = await hashPassword(input.password);
    // Two creates racing for one login: the unique index refuses the second, answered as the same 409.
    const id = await orm.transaction(async (tx) => {
      const user = await insertUser(tx, {
        channelId,
        role: 'operator',
        login: input.login,
        passwordHash,
        name: input.name,
        email: input.email || null,
      });
      const { departmentIds: _d, login: _l, password: _p, email: _e, ...hours } = input;
      const operator = await insertOperator(tx, { ...hours, channelId, userId: user.id }, departmentIds);
      return operator.id;
    }).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw fail('login_taken');
      throw err;
    });
    ctx.bus.emit('operator.created', { operatorId: id, channelId });
    return get(channelId, id);
  }

  /** PATCH /operator/status: online is refused outside working hours with 408 (spec sections 4, 8). */
  async function setStatus(principal: Principal, channelId: string, id: string, status: boolean) {
    if (principal.role === 'operator' && principal.operatorId !== id) {
      throw fail('operator_status_not_own');
    }
    const operator = await get(channelId, id);
    const channel = await findChannel(orm, channelId);
    if (status) {
      const timeZone = channel?.timezone ?? 'America/Sao_Paulo';
      if (!withinWorkingHours(operator, clock(), timeZone)) {
        throw fail('work_time_over');
      }
    } else if (operator.status && channel?.config.modules.logoffRequiresAttendancesToFinish) {
      // The module asks operators to finish (or transfer) what they are answering before leaving.
      const open = await openAttendancesOf(orm, channelId, id);
      if (open.length > 0) throw fail('attendances_open', { data: { attendances: open } });
    }
    if (operator.status !== status) {
      await setOperatorStatus(orm, id, status);
      ctx.bus.emit('operator.status_changed', { operatorId: id, channelId, status });
    }
    return { statusCode: 200, status, attendances: [] as string[] };
  }

  /**
   * The operator leaves (deleted, or blocked): offline, conversations in progress routed again by the
   * engine, and every session told disconnected_operator and closed. `leave` runs in the transaction.
   */
  async function endOperator(channelId: string, id: string, leave: (tx: typeof orm, userId: string) => Promise<void>): Promise<void> {
    const found = await findOperator(orm, channelId, id);
    if (!found) throw fail('operator_missing');
    const userId = found.operator.userId;
    const changes = newAttendanceChanges();
    await orm.transaction(async (tx) => {
      await leave(tx, userId);
      await releaseOperator(tx, channelId, id, changes);
    });
    if (found.operator.status) ctx.bus.emit('operator.status_changed', { operatorId: id, channelId, status: false });
    publishAttendanceChanges(ctx.bus, changes);
    ctx.bus.emit('operator.sessions_ended', { operatorId: id, userId, channelId });
    ctx.bus.emit('queue.check', { channelId });
  }

  /** DELETE /operator/{id}: soft delete, so finished attendances and reports keep their operator. */
  async function remove(channelId: string, id: string): Promise<void> {
    await endOperator(channelId, id, (tx, userId) => softDeleteOperator(tx, id, userId));
  }

  /** PATCH /operator/{id}/blocked/{flag}: a blocked operator cannot sign in until unblocked. */
  async function setBlocked(channelId: string, id: string, blocked: boolean): Promise<{ statusCode: number; blocked: boolean }> {
    if (blocked) {
      await endOperator(channelId, id, (tx, userId) => setOperatorBlocked(tx, id, userId, true));
    } else {
      const found = await findOperator(orm, channelId, id);
      if (!found) throw fail('operator_missing');
      if (await userBlocked(orm, found.operator.userId)) await setOperatorBlocked(orm, id, found.operator.userId, false);
    }
    return { statusCode: 200, blocked };
  }

  return { get, list, create, setStatus, remove, setBlocked, ...createOperatorsTeam(ctx, toOperatorView) };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
