// The owner's team screen (/manageoperators): editing an operator (account, departments, hours,
// privacy, capacity), the paged list, the online operators and the wallet transfer.
import type { z } from 'zod';
import { errorText, misorderedWindows, type Operator, type OperatorRow, type operatorUpdateSchema } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { departments, operators } from '../../schema/index.js';
import { fail } from '../../platform/http/errors.js';
import { prepareAccountChanges, writeAccountChanges } from '../users/index.js';
import { findOperator, replaceOperatorDepartments, updateOperatorRow } from './operators.repository.js';
import {
  countWallet,
  findOperatorIncludingDeleted,
  moveWallet,
  onlineOperators,
  pageOperators,
  type OperatorPageQuery,
} from './operators-list.repository.js';

type Found = NonNullable<Awaited<ReturnType<typeof findOperator>>>;
type ToView = (found: Found) => Operator;

export function createOperatorsTeam(ctx: AppContext, toView: ToView) {
  const orm = ctx.db.orm;

  /**
   * PUT /operator/{id}: only the fields sent change. Hours changed while the operator is online do
   * not set them offline now; the next status change (and the end-of-day job) obeys them.
   */
  async function update(channelId: string, id: string, input: z.output<typeof operatorUpdateSchema>): Promise<Operator> {
    const found = await findOperator(orm, channelId, id);
    if (!found) throw fail('operator_missing');
    const departmentIds = input.departmentIds ? [...new Set(input.departmentIds)] : undefined;
    await assertOwnedIds(orm, departments, channelId, departmentIds, 'department');
    // A window sent by halves is checked against the stored other half.
    const wrong = misorderedWindows(input, found.operator);
    if (wrong.length) {
      const message = errorText('invalid_hours');
      throw fail('invalid_hours', { data: wrong.map((field) => ({ field, message })) });
    }
    const { login, password, email, name, departmentIds: _d, ...rest } = input;
    const account = await prepareAccountChanges(orm, found.operator.userId, { login, password, email, name });
    const operatorValues = Object.fromEntries(Object.entries({ ...rest, name }).filter(([, v]) => v !== undefined));
    const { sessionsRevoked } = await orm.transaction(async (tx) => {
      const written = await writeAccountChanges(tx, found.operator.userId, account);
      await updateOperatorRow(tx, id, operatorValues);
      if (departmentIds) await replaceOperatorDepartments(tx, id, channelId, departmentIds);
      return written;
    });
    if (sessionsRevoked) ctx.bus.emit('user.tokens_revoked', { userId: found.operator.userId, channelId });
    const before = new Set(found.departmentIds);
    const after = new Set(departmentIds ?? found.departmentIds);
    ctx.bus.emit('operator.updated', {
      operatorId: id,
      channelId,
      departmentsAdded: [...after].filter((d) => !before.has(d)),
      departmentsRemoved: [...before].filter((d) => !after.has(d)),
    });
    ctx.bus.emit('user.updated', { userId: found.operator.userId, channelId });
    // More capacity or a new department may let this operator take someone waiting.
    ctx.bus.emit('queue.check', { channelId });
    const updated = await findOperator(orm, channelId, id);
    if (!updated) throw fail('operator_missing');
    return toView(updated);
  }

  async function page(channelId: string, q: OperatorPageQuery) {
    const { rows, total } = await pageOperators(orm, channelId, q);
    const items = rows.map(
      (r): OperatorRow => ({
        ...toView({ operator: r.operator, login: r.login, email: r.email, departmentIds: r.departments.map((d) => d.id) }),
        departments: r.departments.map((d) => ({ _id: d.id, name: d.name })),
        openAttendances: r.openAttendances,
        walletCount: r.walletCount,
        blocked: r.blocked,
        createdAt: r.operator.createdAt.toISOString(),
      }),
    );
    return { statusCode: 200, items, page: q.page, perPage: q.perPage, total };
  }

  async function online(channelId: string): Promise<Operator[]> {
    return (await onlineOperators(orm, channelId)).map(toView);
  }

  async function wallet(channelId: string, id: string): Promise<number> {
    if (!(await findOperatorIncludingDeleted(orm, channelId, id))) throw fail('operator_missing');
    return countWallet(orm, channelId, id);
  }

  /** POST /operator/transfer-wallet: from any operator of the channel (deleted too) to a live one. */
  async function transferWallet(channelId: string, from: string, to: string): Promise<number> {
    await assertOwnedIds(orm, operators, channelId, [from, to], 'operator', { includeDeleted: true });
    const target = await findOperatorIncludingDeleted(orm, channelId, to);
    if (!target) throw fail('operator_missing');
    if (target.deletedAt) {
      throw fail('target_deleted', { data: [{ field: 'operatorIdTo', message: errorText('target_deleted') }] });
    }
    return orm.transaction((tx) => moveWallet(tx, channelId, from, to));
  }

  return { update, page, online, wallet, transferWallet };
}
