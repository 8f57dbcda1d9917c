// Channel managers (supervisors): restricted users of a channel with a permission list. A change of
// permissions is pushed to the manager's sessions (user.updated), whose sidebar follows at once; the
// server reads permissions on every request, so a removed one answers 403 right away.
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Manager, managerCreateSchema, managerUpdateSchema } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { containsPattern } from '../../platform/db/sql-helpers.js';
import { users } from '../../schema/index.js';
import { insertUser, loginTaken, type UserRow, prepareAccountChanges, writeAccountChanges } from '../users/index.js';

export type ManagerPageQuery = { page: number; perPage: number; search?: string | undefined; sort: 'name' | 'createdAt'; order: 'asc' | 'desc' };

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
  const managersOf = (channelId: string) =>
    and(eq(users.channelId, channelId), eq(users.role, 'channel_manager'), isNull(users.deletedAt));

  async function create(channelId: string, input: z.output<typeof managerCreateSchema>) {
    if (await loginTaken(orm, input.login)) throw conflict('login_taken', 'Este login já está em uso.');
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
    const rows = await orm.select().from(users).where(managersOf(channelId)).orderBy(users.name);
    return rows.map(toManager);
  }

  /** GET /channel/manager/page/{page}: search by name, login or e-mail. */
  async function page(channelId: string, q: ManagerPageQuery) {
    const pattern = q.search ? containsPattern(q.search) : undefined;
    const where = and(managersOf(channelId), pattern ? or(ilike(users.name, pattern), ilike(users.login, pattern), ilike(users.email, pattern)) : undefined);
    const direction = q.order === 'desc' ? desc : asc;
    const primary = q.sort === 'createdAt' ? direction(users.createdAt) : direction(sql`lower(${users.name})`);
    const [rows, [total]] = await Promise.all([
      orm.select().from(users).where(where).orderBy(primary, asc(users.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
      orm.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
    ]);
    return { statusCode: 200, items: rows.map(toManager), page: q.page, perPage: q.perPage, total: total?.n ?? 0 };
  }

  /** PUT /channel/manager/{id}: only the fields sent change (a permissions-only body still works). */
  async function update(channelId: string, id: string, input: z.output<typeof managerUpdateSchema>) {
    const [found] = await orm.select({ id: users.id }).from(users).where(and(eq(users.id, id), managersOf(channelId))).limit(1);
    if (!found) throw notFound('Supervisor não encontrado.');
    const values = await prepareAccountChanges(orm, id, input);
    const { sessionsRevoked } = await orm.transaction((tx) => writeAccountChanges(tx, id, values));
    if (sessionsRevoked) ctx.bus.emit('user.tokens_revoked', { userId: id, channelId });
    ctx.bus.emit('user.updated', { userId: id, channelId });
    const [row] = await orm.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound('Supervisor não encontrado.');
    return toManager(row);
  }

  async function remove(channelId: string, id: string) {
    const [row] = await orm
      .update(users)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, id), managersOf(channelId)))
      .returning({ id: users.id });
    if (!row) throw notFound('Supervisor não encontrado.');
    // Their sockets close now (HTTP already answers 401 to a deleted user).
    ctx.bus.emit('user.updated', { userId: id, channelId });
  }

  return { create, list, page, update, remove };
}

export type ManagersService = ReturnType<typeof createManagersService>;
