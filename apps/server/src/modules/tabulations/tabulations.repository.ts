// The only place that reads and writes tabulations.
import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { containsPattern, outerColumn } from '../../platform/db/sql-helpers.js';
import { attendances, tabulations } from '../../schema/index.js';

export type TabulationRow = typeof tabulations.$inferSelect;

const live = (channelId: string) => and(eq(tabulations.channelId, channelId), isNull(tabulations.deletedAt));

export async function listTabulations(orm: NodePgDatabase, channelId: string): Promise<TabulationRow[]> {
  return orm.select().from(tabulations).where(live(channelId)).orderBy(asc(sql`lower(${tabulations.name})`));
}

export async function findTabulation(orm: NodePgDatabase, channelId: string, id: string): Promise<TabulationRow | undefined> {
  const [row] = await orm.select().from(tabulations).where(and(live(channelId), eq(tabulations.id, id))).limit(1);
  return row;
}

export async function countTabulations(orm: NodePgDatabase, channelId: string): Promise<number> {
  const [row] = await orm.select({ n: sql<number>`count(*)::int` }).from(tabulations).where(live(channelId));
  return row?.n ?? 0;
}

/** Another live tabulation of the channel with this name, ignoring case. */
export async function nameTaken(orm: NodePgDatabase, channelId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: tabulations.id })
    .from(tabulations)
    .where(and(live(channelId), sql`lower(${tabulations.name}) = ${name.toLowerCase()}`, exceptId ? sql`${tabulations.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

export async function insertTabulation(orm: NodePgDatabase, channelId: string, name: string): Promise<TabulationRow> {
  const [row] = await orm.insert(tabulations).values({ channelId, name }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function renameTabulation(orm: NodePgDatabase, channelId: string, id: string, name: string): Promise<TabulationRow | undefined> {
  const [row] = await orm.update(tabulations).set({ name }).where(and(live(channelId), eq(tabulations.id, id))).returning();
  return row;
}

export type TabulationPageQuery = { search?: string; sort: 'name' | 'createdAt'; order: 'asc' | 'desc'; page: number; perPage: number };

/** Through the partial tabulation index of attendances. */
const attendancesCount = sql<number>`(
  select count(*)::int from ${attendances}
  where ${attendances.tabulationId} = ${outerColumn('tabulations', 'id')} and ${attendances.channelId} = ${outerColumn('tabulations', 'channel_id')})`;

function matching(channelId: string, search: string | undefined): SQL | undefined {
  return search ? and(live(channelId), ilike(tabulations.name, containsPattern(search))) : live(channelId);
}

export async function pageTabulations(orm: NodePgDatabase, channelId: string, q: TabulationPageQuery) {
  const where = matching(channelId, q.search);
  const direction = q.order === 'desc' ? desc : asc;
  const primary = q.sort === 'createdAt' ? direction(tabulations.createdAt) : direction(sql`lower(${tabulations.name})`);
  const [rows, [total]] = await Promise.all([
    orm
      .select({ tabulation: tabulations, attendancesCount })
      .from(tabulations)
      .where(where)
      .orderBy(primary, asc(tabulations.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(tabulations).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.tabulation, attendancesCount: r.attendancesCount })), total: total?.n ?? 0 };
}

export async function tabulationAttendancesCount(orm: NodePgDatabase, channelId: string, id: string): Promise<number> {
  const [row] = await orm
    .select({ n: sql<number>`count(*)::int` })
    .from(attendances)
    .where(and(eq(attendances.tabulationId, id), eq(attendances.channelId, channelId)));
  return row?.n ?? 0;
}

/** Attendances that ended with `id` now carry `replaceWith` (or none). Run in the delete's transaction. */
export async function reassignTabulation(tx: NodePgDatabase, channelId: string, id: string, replaceWith: string | null): Promise<void> {
  await tx
    .update(attendances)
    .set({ tabulationId: replaceWith })
    .where(and(eq(attendances.tabulationId, id), eq(attendances.channelId, channelId)));
}

export async function softDeleteTabulation(orm: NodePgDatabase, channelId: string, id: string): Promise<boolean> {
  const rows = await orm.update(tabulations).set({ deletedAt: new Date() }).where(and(live(channelId), eq(tabulations.id, id))).returning({ id: tabulations.id });
  return rows.length > 0;
}
