// Channel managers (supervisors): restricted users of a channel with a permission list. A change of
// permissions is pushed to the manager's sessions (user.updated), whose sidebar follows at once; the
// server reads permissions on every request, so a removed one answers 403 right away.
import type { z } from 'zod';
import type { Manager, managerCreateSchema, managerUpdateSchema } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { insertUser, loginTaken, type UserRow, prepareAccountChanges, writeAccountChanges } from '../users/index.js';
import { findUserRow, isManagerOf, listManagers, pageManagers, softDeleteManager, type ManagerPageQuery } from './managers.repository.js';

export type { ManagerPageQuery };

const toManager = (u: UserRow): Manager => ({
  _id: u.id,
  name: u.name,
  login: u.login,
  email: u.email,
  permissions: u.permissions,
  channelId: u.channelId ?? '',
  createdAt: u.createdAt.toISOString(),
});

export function createManagersService(ctx: AppContext) {
  const orm = ctx.db.orm;

  async function create(channelId: string, input: z.output<typeof managerCreateSchema>) {
    if (await loginTaken(orm, input.login)) throw fail('login_taken');
    const row = await insertUser(orm, {
      channelId,
      role: 'channel_manager',
      login: input.login,
      passwordHash: await hashPassword(input.password),
      name: input.name,
      email: input.email || null,
      permissions: [...new Set(input.permissions)],
    });
    return toManager(row);
  }

  async function list(channelId: string) {
    return (await listManagers(orm, channelId)).map(toManager);
  }

  /** GET /channel/manager/page/{page}: search by name, login or e-mail. */
  async function page(channelId: string, q: ManagerPageQuery) {
    const { rows, total } = await pageManagers(orm, channelId, q);
    return { statusCode: 200, items: rows.map(toManager), page: q.page, perPage: q.perPage, total };
  }

  /** PUT /channel/manager/{id}: only the fields sent change (a permissions-only body still works). */
  async function update(channelId: string, id: string, input: z.output<typeof managerUpdateSchema>) {
    if (!(await isManagerOf(orm, channelId, id))) throw fail('supervisor_not_found');
    const values = await prepareAccountChanges(orm, id, input);
    const { sessionsRevoked } = await orm.transaction((tx) => writeAccountChanges(tx, id, values));
    if (sessionsRevoked) ctx.bus.emit('user.tokens_revoked', { userId: id, channelId });
    ctx.bus.emit('user.updated', { userId: id, channelId });
    const row = await findUserRow(orm, id);
    if (!row) throw fail('supervisor_not_found');
    return toManager(row);
  }

  async function remove(channelId: string, id: string) {
    if (!(await softDeleteManager(orm, channelId, id))) throw fail('supervisor_not_found');
    // Their sockets close now (HTTP already answers 401 to a deleted user).
    ctx.bus.emit('user.updated', { userId: id, channelId });
  }

  return { create, list, page, update, remove };
}

export type ManagersService = ReturnType<typeof createManagersService>;
