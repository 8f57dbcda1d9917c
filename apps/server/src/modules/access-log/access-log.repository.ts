// The access log: every login, failed login and logout, with IP and user agent.
import { count, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { accessLogs, type AccessEvent } from '../../schema/index.js';

export type AccessLogEntry = {
  channelId: string | null;
  userId: string | null;
  login: string;
  event: AccessEvent;
  ip: string | null;
  userAgent: string | null;
};

export async function recordAccess(orm: NodePgDatabase, entry: AccessLogEntry): Promise<void> {
  await orm.insert(accessLogs).values({ ...entry, login: entry.login.toLowerCase() });
}

export type AccessLogRow = typeof accessLogs.$inferSelect;

/** One user's own entries, newest first (through access_logs_user_idx). */
export async function pageUserAccess(orm: NodePgDatabase, userId: string, page: number, perPage: number): Promise<{ rows: AccessLogRow[]; total: number }> {
  const where = eq(accessLogs.userId, userId);
  const [rows, [total]] = await Promise.all([
    orm
      .select()
      .from(accessLogs)
      .where(where)
      .orderBy(desc(accessLogs.createdAt), desc(accessLogs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    orm.select({ n: count() }).from(accessLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
