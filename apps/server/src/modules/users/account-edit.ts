// Editing another user's account (an operator's or a supervisor's login, password, name, e-mail) from
// the owner's screens: the login stays unique (409 in pt-BR) and a new password is hashed (argon2id).
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fail } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/crypto/passwords.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
import type { users } from '../../schema/index.js';
import { loginTakenByAnother, writeUserAccount } from './users.repository.js';

export type AccountChanges = {
  login?: string | undefined;
  /** '' or absent keeps the current password. */
  password?: string | undefined;
  name?: string | undefined;
  /** '' clears the e-mail; absent keeps it. */
  email?: string | undefined;
  permissions?: string[] | undefined;
};

/** Checks and hashes before the transaction, so the write itself stays short. */
export async function prepareAccountChanges(orm: NodePgDatabase, userId: string, changes: AccountChanges) {
  if (changes.login !== undefined && (await loginTakenByAnother(orm, changes.login, userId))) throw fail('login_taken');
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
    await writeUserAccount(orm, userId, values, sessionsRevoked);
  } catch (err) {
    if (isUniqueViolation(err)) throw fail('login_taken');
    throw err;
  }
  return { sessionsRevoked };
}
