// The only place that reads and writes quick answers. Every query is scoped to the caller's channel.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { channelRepository, withPage } from '../../platform/crud/channel-repository.js';
import { likeLiteral } from '../../platform/db/sql-helpers.js';
import { mediaFiles, quickAnswers } from '../../schema/index.js';

export type QuickAnswerRow = typeof quickAnswers.$inferSelect;
export type QuickAnswerValues = { shortcut: string; text: string; mediaId: string | null };

const repo = channelRepository(quickAnswers, quickAnswers.shortcut);

function matching(channelId: string, search: string | undefined): SQL | undefined {
  const inChannel = repo.scope(channelId);
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

export type QuickAnswerPageQuery = {
  search?: string;
  sort: 'shortcut' | 'createdAt' | 'updatedAt';
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
};

/** The management list: the attachment's name and type joined in, so the table need not ask for them. */
export async function pageQuickAnswers(orm: NodePgDatabase, channelId: string, q: QuickAnswerPageQuery) {
  const where = matching(channelId, q.search);
  const direction = q.order === 'desc' ? desc : asc;
  const primary =
    q.sort === 'createdAt' ? direction(quickAnswers.createdAt) : q.sort === 'updatedAt' ? direction(quickAnswers.updatedAt) : direction(sql`lower(${quickAnswers.shortcut})`);
  const [rows, [total]] = await Promise.all([
    withPage(
      orm
        .select({ answer: quickAnswers, mediaFileName: mediaFiles.fileName, mediaMimeType: mediaFiles.mimeType })
        .from(quickAnswers)
        .leftJoin(mediaFiles, eq(mediaFiles.id, quickAnswers.mediaId))
        .where(where)
        .orderBy(primary, asc(quickAnswers.id))
        .$dynamic(),
      q,
    ),
    orm.select({ n: count() }).from(quickAnswers).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.answer, media: r.mediaMimeType ? { fileName: r.mediaFileName, mimeType: r.mediaMimeType } : null })),
    total: total?.n ?? 0,
  };
}

export const findQuickAnswer = repo.find;

/** The answer of the channel holding this shortcut, whatever its case. */
export async function findByShortcut(orm: NodePgDatabase, channelId: string, shortcut: string): Promise<QuickAnswerRow | undefined> {
  const [row] = await orm
    .select()
    .from(quickAnswers)
    .where(and(eq(quickAnswers.channelId, channelId), sql`lower(${quickAnswers.shortcut}) = lower(${shortcut})`))
    .limit(1);
  return row;
}

export const insertQuickAnswer = (orm: NodePgDatabase, channelId: string, values: QuickAnswerValues) => repo.insert(orm, channelId, values);
/** Moves updatedAt too. */
export const updateQuickAnswer = (orm: NodePgDatabase, channelId: string, id: string, values: QuickAnswerValues) => repo.update(orm, channelId, id, values);
export const deleteQuickAnswer = repo.remove;
