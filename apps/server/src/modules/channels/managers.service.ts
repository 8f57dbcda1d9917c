// Channel managers (supervisors): restricted users of a channel with a permission list.
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { managerCreateSchema, PermissionName } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { users } from '../users/users.tables.js';
import { insertUser, loginTaken, type UserRow } from '../users/users.repository.js';

const toManager = (u: UserRow) => ({
  _id: u.id,
  name: u.name,
  login: u.login,
  email: u.email,
  permissions: u.permissions,
  channelId: u.channelId ?? '',
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
      email: input.email ?? null,
      permissions: [...new Set(input.permissions)],
    });
    return toManager(row);
  }

  async function list(channelId: string) {
    const rows = await orm.select().from(users).where(managersOf(channelId)).orderBy(users.name);
    return rows.map(toManager);
  }

  async function setPermissions(channelId: string, id: string, permissions: PermissionName[]) {
    const [row] = await orm
      .update(users)
      .set({ permissions: [...new Set(permissions)], updatedAt: new Date() })
      .where(and(eq(users.id, id), managersOf(channelId)))
      .returning();
    if (!row) throw notFound('Supervisor não encontrado.');
    ctx.bus.emit('user.updated', { userId: id, channelId });
    return toManager(row);
  }

  async function remove(channelId: string, id: string) {
    const [row] = await orm
      .update(users)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, id), managersOf(channelId)))
      .returning({ id: users.id });
    if (!row) throw notFound('Supervisor não encontrado.');
  }

  return { create, list, setPermissions, remove };
}

export type ManagersService = ReturnType<typeof createManagersService>;
