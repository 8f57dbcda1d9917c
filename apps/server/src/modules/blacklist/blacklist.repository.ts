// The only place that reads and writes a channel's blocked numbers.
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { containsPattern } from '../../platform/db/sql-helpers.js';
import { users, blacklistNumbers } from '../../schema/index.js';

export type BlacklistPageQuery = { search?: string | undefined; sort: 'createdAt' | 'number'; order: 'asc' | 'desc'; page: number; perPage: number };
export type BlacklistRow = { number: string; createdAt: Date; createdByName: string | null };

/** Inserts the number; false when the channel already blocks it. */
export async function insertBlockedNumber(orm: NodePgDatabase, channelId: string, number: string, createdBy: string | null): Promise<BlacklistRow | null> {
  const [row] = await orm.insert(blacklistNumbers).values({ channelId, number, createdBy }).onConflictDoNothing().returning();
  if (!row) return null;
  const [creator] = createdBy ? await orm.select({ name: users.name }).from(users).where(eq(users.id, createdBy)) : [];
  return { number: row.number, createdAt: row.createdAt, createdByName: creator?.name ?? null };
}

export async function deleteBlockedNumber(orm: NodePgDatabase, channelId: string, number: string): Promise<boolean> {
  const rows = await orm
    .delete(blacklistNumbers)
    .where(and(eq(blacklistNumbers.channelId, channelId), eq(blacklistNumbers.number, number)))
    .returning({ number: blacklistNumbers.number });
  return rows.length > 0;
}

export async function pageBlockedNumbers(orm: NodePgDatabase, channelId: string, q: BlacklistPageQuery): Promise<{ rows: BlacklistRow[]; total: number }> {
  const conditions: SQL[] = [eq(blacklistNumbers.channelId, channelId)];
  // Numbers are digits: search by the digits typed, so "(11) 9888" finds 5511988...
  const digits = q.search?.replace(/\D/g, '') ?? '';
  if (digits) conditions.push(ilike(blacklistNumbers.number, containsPattern(digits)));
  const where = and(...conditions);
  const direction = q.order === 'desc' ? desc : asc;
  const primary = q.sort === 'number' ? direction(blacklistNumbers.number) : direction(blacklistNumbers.createdAt);
  const [rows, [total]] = await Promise.all([
    orm
      .select({ number: blacklistNumbers.number, createdAt: blacklistNumbers.createdAt, createdByName: users.name })
      .from(blacklistNumbers)
      .leftJoin(users, eq(users.id, blacklistNumbers.createdBy))
      .where(where)
      .orderBy(primary, asc(blacklistNumbers.number))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(blacklistNumbers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Which of these numbers the channel blocks (one statement for a whole webhook batch). */
export async function blockedAmong(orm: NodePgDatabase, channelId: string, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await orm
    .select({ number: blacklistNumbers.number })
    .from(blacklistNumbers)
    .where(and(eq(blacklistNumbers.channelId, channelId), inArray(blacklistNumbers.number, numbers)));
  return new Set(rows.map((r) => r.number));
}
