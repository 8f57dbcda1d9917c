// The only place that reads and writes tags (and clears or moves them on contacts when one goes).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { channelRepository, type NamePageQuery } from '../../platform/crud/channel-repository.js';
import { outerColumn } from '../../platform/db/sql-helpers.js';
import { contacts, tags } from '../../schema/index.js';

export type TagRecord = typeof tags.$inferSelect;
export type TagPageQuery = NamePageQuery;
type TagValues = { name: string; color: string };

const repo = channelRepository(tags, tags.name);

export const findTag = repo.find;
export const tagNameTaken = repo.nameTaken;
export const insertTag = (orm: NodePgDatabase, channelId: string, values: TagValues) => repo.insert(orm, channelId, values);
/** Moves updatedAt too (the table keeps it). */
export const updateTag = (orm: NodePgDatabase, channelId: string, id: string, values: TagValues) => repo.update(orm, channelId, id, values);

/** Through the (channel, tag) index of contacts. */
const contactsCount = sql<number>`(
  select count(*)::int from ${contacts}
  where ${contacts.channelId} = ${outerColumn('tags', 'channel_id')} and ${contacts.tagId} = ${outerColumn('tags', 'id')})`;

export async function listTags(orm: NodePgDatabase, channelId: string): Promise<TagRecord[]> {
  return orm.select().from(tags).where(repo.scope(channelId)).orderBy(asc(sql`lower(${tags.name})`));
}

export async function pageTags(orm: NodePgDatabase, channelId: string, q: TagPageQuery) {
  const { rows, total } = await repo.page(orm, channelId, q, contactsCount);
  return { rows: rows.map((r) => ({ ...r.row, contactsCount: r.count })), total };
}

export async function tagContactsCount(orm: NodePgDatabase, channelId: string, id: string): Promise<number> {
  const [row] = await orm
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(and(eq(contacts.channelId, channelId), eq(contacts.tagId, id)));
  return row?.n ?? 0;
}

/** The contacts carrying `id` get `replaceWith` (or no tag), then the tag goes. Run inside one transaction. */
export async function deleteTagMoving(tx: NodePgDatabase, channelId: string, id: string, replaceWith: string | null): Promise<void> {
  await tx
    .update(contacts)
    .set({ tagId: replaceWith, updatedAt: new Date() })
    .where(and(eq(contacts.channelId, channelId), eq(contacts.tagId, id)));
  await repo.remove(tx, channelId, id);
}
