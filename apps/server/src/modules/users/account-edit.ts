// Editing another user's account (an operator's or a supervisor's login, password, name, e-mail) from
// the owner's screens: the login stays unique (409 in pt-BR) and a new password is hashed (argon2id).
import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { conflict } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
import { users } from '../../schema/index.js';

export const LOGIN_TAKEN_MESSAGE = 'Este login já está em uso.';
const loginTakenError = () => conflict('login_taken', LOGIN_TAKEN_MESSAGE);

export type AccountChanges = {
  login?: string | undefined;
  /** '' or absent keeps the current password. */
  password?: string | undefined;
  name?: string | undefined;
  /** '' clears the e-mail; absent keeps it. */
  email?: string | undefined;
  permissions?: string[] | undefined;
};

/** Any user but `userId` holds this login (deleted users keep theirs: the unique index covers them). */
export async function loginTakenByAnother(orm: NodePgDatabase, login: string, userId: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.login}) = ${login.toLowerCase()}`, sql`${users.id} <> ${userId}`))
    .limit(1);
  return !!row;
}

/** Checks and hashes before the transaction, so the write itself stays short. */
export async function prepareAccountChanges(orm: NodePgDatabase, userId: string, changes: AccountChanges) {
  if (changes.login !== undefined && (await loginTakenByAnother(orm, changes.login, userId))) throw loginTakenError();
  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.login !== undefined) values.login = changes.login;
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.email !== undefined) values.email = changes.email === '' ? null : changes.email;
  if (changes.permissions !== undefined) values.permissions = [...new Set(changes.permissions)];
  if (changes.password) values.passwordHash = await hashPassword(changes.password);
  return values;
}

/**
 * Writes prepared changes; two edits racing for one login: the unique index refuses one, as 409.
 * A new password also bumps the token version, so every session opened with the old one ends at its
 * next request; returns whether that happened (the caller tells the sockets after the commit).
 */
export async function writeAccountChanges(
  orm: NodePgDatabase,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<{ sessionsRevoked: boolean }> {
  if (Object.keys(values).length === 0) return { sessionsRevoked: false };
  const sessionsRevoked = values.passwordHash !== undefined;
  try {
    await orm
      .update(users)
      .set({ ...values, updatedAt: new Date(), ...(sessionsRevoked ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
      .where(eq(users.id, userId));
  } catch (err) {
    if (isUniqueViolation(err)) throw loginTakenError();
    throw err;
  }
  return { sessionsRevoked };
}
