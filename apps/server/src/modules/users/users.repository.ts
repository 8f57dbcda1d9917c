// The only place that reads and writes users.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { users } from '../../schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByLogin(orm: NodePgDatabase, login: string): Promise<UserRow | undefined> {
  const [row] = await orm
    .select()
    .from(users)
    .where(and(sql`lower(${users.login}) = ${login.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserById(orm: NodePgDatabase, id: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).limit(1);
  return row;
}

export async function loginTaken(orm: NodePgDatabase, login: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.login}) = ${login.toLowerCase()}`)
    .limit(1);
  return !!row;
}

/** Any user but `userId` holds this login (deleted users keep theirs: the unique index covers them). */
export async function loginTakenByAnother(orm: NodePgDatabase, login: string, userId: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.login}) = ${login.toLowerCase()}`, sql`${users.id} <> ${userId}`))
    .limit(1);
  return !!row;
}

export async function insertUser(orm: NodePgDatabase, values: NewUser): Promise<UserRow> {
  const [row] = await orm.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(orm: NodePgDatabase, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await orm
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** An account edit's values; `bumpTokens` also moves the token version (a new password). */
export async function writeUserAccount(orm: NodePgDatabase, userId: string, values: Partial<NewUser>, bumpTokens: boolean): Promise<void> {
  await orm
    .update(users)
    .set({ ...values, updatedAt: new Date(), ...(bumpTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.id, userId));
}

/** Ends every token issued so far (sessions, embed tokens); returns the new version to sign with. */
export async function bumpTokenVersion(orm: NodePgDatabase, id: string): Promise<number> {
  const [row] = await orm
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error('user not found');
  return row.tokenVersion;
}

export async function countUsers(orm: NodePgDatabase): Promise<number> {
  const [row] = await orm.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
