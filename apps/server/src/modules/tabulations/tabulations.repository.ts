// The only place that reads and writes tabulations (soft-deleted: a deleted one keeps its row).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { channelRepository, type NamePageQuery } from '../../platform/crud/channel-repository.js';
import { outerColumn } from '../../platform/db/sql-helpers.js';
import { attendances, tabulations } from '../../schema/index.js';

export type TabulationRow = typeof tabulations.$inferSelect;
export type TabulationPageQuery = NamePageQuery;

const repo = channelRepository(tabulations, tabulations.name);

export const findTabulation = repo.find;
export const nameTaken = repo.nameTaken;
export const softDeleteTabulation = repo.remove;

export async function listTabulations(orm: NodePgDatabase, channelId: string): Promise<TabulationRow[]> {
  return orm.select().from(tabulations).where(repo.scope(channelId)).orderBy(asc(sql`lower(${tabulations.name})`));
}

export async function countTabulations(orm: NodePgDatabase, channelId: string): Promise<number> {
  const [row] = await orm.select({ n: sql<number>`count(*)::int` }).from(tabulations).where(repo.scope(channelId));
  return row?.n ?? 0;
}

export const insertTabulation = (orm: NodePgDatabase, channelId: string, name: string) => repo.insert(orm, channelId, { name });

export const renameTabulation = (orm: NodePgDatabase, channelId: string, id: string, name: string) => repo.update(orm, channelId, id, { name });

/** Through the partial tabulation index of attendances. */
const attendancesCount = sql<number>`(
  select count(*)::int from ${attendances}
  where ${attendances.tabulationId} = ${outerColumn('tabulations', 'id')} and ${attendances.channelId} = ${outerColumn('tabulations', 'channel_id')})`;

export async function pageTabulations(orm: NodePgDatabase, channelId: string, q: TabulationPageQuery) {
  const { rows, total } = await repo.page(orm, channelId, q, attendancesCount);
  return { rows: rows.map((r) => ({ ...r.row, attendancesCount: r.count })), total };
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
