// The only place that reads and writes quick answers. Every query is scoped to the caller's channel.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { mediaFiles } from '../media/media.tables.js';
import { quickAnswers } from './quick-answers.tables.js';

export type QuickAnswerRow = typeof quickAnswers.$inferSelect;
export type QuickAnswerValues = { shortcut: string; text: string; mediaId: string | null };

/** `search` as a literal LIKE fragment: % and _ typed by the user match themselves. */
const likeLiteral = (search: string) => search.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(channelId: string, search: string | undefined): SQL | undefined {
  const inChannel = eq(quickAnswers.channelId, channelId);
  if (!search) return inChannel;
  const contains = `%${likeLiteral(search)}%`;
  return and(inChannel, or(ilike(quickAnswers.shortcut, contains), ilike(quickAnswers.text, contains)));
}

/** Shortcuts starting with the search first, then shortcuts containing it, then text matches. */
function relevance(search: string | undefined): SQL[] {
  if (!search) return [asc(sql`lower(${quickAnswers.shortcut})`)];
  const prefix = `${likeLiteral(search)}%`;
  const contains = `%${likeLiteral(search)}%`;
  return [
    asc(sql`case when ${quickAnswers.shortcut} ilike ${prefix} then 0 when ${quickAnswers.shortcut} ilike ${contains} then 1 else 2 end`),
    asc(sql`lower(${quickAnswers.shortcut})`),
  ];
}

export async function searchQuickAnswers(orm: NodePgDatabase, channelId: string, search: string | undefined, limit: number) {
  return orm
    .select()
    .from(quickAnswers)
    .where(matching(channelId, search))
    .orderBy(...relevance(search))
    .limit(limit);
}

export async function pageQuickAnswers(orm: NodePgDatabase, channelId: string, search: string | undefined, page: number, perPage: number) {
  const where = matching(channelId, search);
  const [rows, [total]] = await Promise.all([
    orm
      .select()
      .from(quickAnswers)
      .where(where)
      .orderBy(asc(sql`lower(${quickAnswers.shortcut})`))
      .limit(perPage)
      .offset((page - 1) * perPage),
    orm.select({ n: count() }).from(quickAnswers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findQuickAnswer(orm: NodePgDatabase, channelId: string, id: string): Promise<QuickAnswerRow | undefined> {
  const [row] = await orm
    .select()
    .from(quickAnswers)
    .where(and(eq(quickAnswers.channelId, channelId), eq(quickAnswers.id, id)))
    .limit(1);
  return row;
}

/** The answer of the channel holding this shortcut, whatever its case. */
export async function findByShortcut(orm: NodePgDatabase, channelId: string, shortcut: string): Promise<QuickAnswerRow | undefined> {
  const [row] = await orm
    .select()
    .from(quickAnswers)
    .where(and(eq(quickAnswers.channelId, channelId), sql`lower(${quickAnswers.shortcut}) = lower(${shortcut})`))
    .limit(1);
  return row;
}

export async function insertQuickAnswer(orm: NodePgDatabase, channelId: string, values: QuickAnswerValues): Promise<QuickAnswerRow> {
  const [row] = await orm.insert(quickAnswers).values({ channelId, ...values }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateQuickAnswer(
  orm: NodePgDatabase,
  channelId: string,
  id: string,
  values: QuickAnswerValues,
): Promise<QuickAnswerRow | undefined> {
  const [row] = await orm
    .update(quickAnswers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(quickAnswers.channelId, channelId), eq(quickAnswers.id, id)))
    .returning();
  return row;
}

export async function deleteQuickAnswer(orm: NodePgDatabase, channelId: string, id: string): Promise<boolean> {
  const rows = await orm
    .delete(quickAnswers)
    .where(and(eq(quickAnswers.channelId, channelId), eq(quickAnswers.id, id)))
    .returning({ id: quickAnswers.id });
  return rows.length > 0;
}

export async function mediaOfChannel(orm: NodePgDatabase, channelId: string, mediaId: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.channelId, channelId), eq(mediaFiles.id, mediaId)))
    .limit(1);
  return !!row;
}
