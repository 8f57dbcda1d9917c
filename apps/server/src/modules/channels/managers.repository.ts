// The channel managers' (supervisors') rows: users of role channel_manager of one channel, live ones.
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { containsPattern } from '../../platform/db/sql-helpers.js';
import { users } from '../../schema/index.js';

export type ManagerPageQuery = { page: number; perPage: number; search?: string | undefined; sort: 'name' | 'createdAt'; order: 'asc' | 'desc' };

const managersOf = (channelId: string) => and(eq(users.channelId, channelId), eq(users.role, 'channel_manager'), isNull(users.deletedAt));

export async function listManagers(orm: NodePgDatabase, channelId: string) {
  return orm.select().from(users).where(managersOf(channelId)).orderBy(users.name);
}

/** A page of the channel's managers, searched by name, login or e-mail, with the total. */
export async function pageManagers(orm: NodePgDatabase, channelId: string, q: ManagerPageQuery) {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = and(managersOf(channelId), pattern ? or(ilike(users.name, pattern), ilike(users.login, pattern), ilike(users.email, pattern)) : undefined);
  const direction = q.order === 'desc' ? desc : asc;
  const primary = q.sort === 'createdAt' ? direction(users.createdAt) : direction(sql`lower(${users.name})`);
  const [rows, [total]] = await Promise.all([
    orm.select().from(users).where(where).orderBy(primary, asc(users.id)).limit(q.perPage).offset((q.page - 1) * q.perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function isManagerOf(orm: NodePgDatabase, channelId: string, id: string): Promise<boolean> {
  const [found] = await orm.select({ id: users.id }).from(users).where(and(eq(users.id, id), managersOf(channelId))).limit(1);
  return !!found;
}

/** The user row by id, whatever its state (read back after an edit). */
export async function findUserRow(orm: NodePgDatabase, id: string) {
  const [row] = await orm.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Soft-deletes the manager; false when the channel has no such live manager. */
export async function softDeleteManager(orm: NodePgDatabase, channelId: string, id: string): Promise<boolean> {
  const [row] = await orm
    .update(users)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, id), managersOf(channelId)))
    .returning({ id: users.id });
  return !!row;
}
