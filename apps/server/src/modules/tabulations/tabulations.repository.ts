// The only place that reads and writes tabulations.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { tabulations } from './tabulations.tables.js';

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

export async function softDeleteTabulation(orm: NodePgDatabase, channelId: string, id: string): Promise<boolean> {
  const rows = await orm.update(tabulations).set({ deletedAt: new Date() }).where(and(live(channelId), eq(tabulations.id, id))).returning({ id: tabulations.id });
  return rows.length > 0;
}
