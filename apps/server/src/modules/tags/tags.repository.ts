// The only place that reads and writes tags (and clears or moves them on contacts when one goes).
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { containsPattern, outerColumn } from '../../platform/db/sql-helpers.js';
import { contacts, tags } from '../../schema/index.js';

export type TagRecord = typeof tags.$inferSelect;
export type TagPageQuery = { search?: string; sort: 'name' | 'createdAt'; order: 'asc' | 'desc'; page: number; perPage: number };

/** Through the (channel, tag) index of contacts. */
const contactsCount = sql<number>`(
  select count(*)::int from ${contacts}
  where ${contacts.channelId} = ${outerColumn('tags', 'channel_id')} and ${contacts.tagId} = ${outerColumn('tags', 'id')})`;

const byName = asc(sql`lower(${tags.name})`);

export async function listTags(orm: NodePgDatabase, channelId: string): Promise<TagRecord[]> {
  return orm.select().from(tags).where(eq(tags.channelId, channelId)).orderBy(byName);
}

function matching(channelId: string, search: string | undefined): SQL | undefined {
  const inChannel = eq(tags.channelId, channelId);
  return search ? and(inChannel, ilike(tags.name, containsPattern(search))) : inChannel;
}

export async function pageTags(orm: NodePgDatabase, channelId: string, q: TagPageQuery) {
  const where = matching(channelId, q.search);
  const direction = q.order === 'desc' ? desc : asc;
  const primary = q.sort === 'createdAt' ? direction(tags.createdAt) : direction(sql`lower(${tags.name})`);
  const [rows, [total]] = await Promise.all([
    orm
      .select({ tag: tags, contactsCount })
      .from(tags)
      .where(where)
      .orderBy(primary, asc(tags.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(tags).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.tag, contactsCount: r.contactsCount })), total: total?.n ?? 0 };
}

export async function findTag(orm: NodePgDatabase, channelId: string, id: string): Promise<TagRecord | undefined> {
  const [row] = await orm.select().from(tags).where(and(eq(tags.channelId, channelId), eq(tags.id, id))).limit(1);
  return row;
}

/** Another tag of the channel with this name, ignoring case. */
export async function tagNameTaken(orm: NodePgDatabase, channelId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.channelId, channelId), sql`lower(${tags.name}) = ${name.toLowerCase()}`, exceptId ? sql`${tags.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

export async function insertTag(orm: NodePgDatabase, channelId: string, values: { name: string; color: string }): Promise<TagRecord> {
  const [row] = await orm.insert(tags).values({ channelId, ...values }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTag(orm: NodePgDatabase, channelId: string, id: string, values: { name: string; color: string }): Promise<TagRecord | undefined> {
  const [row] = await orm
    .update(tags)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tags.channelId, channelId), eq(tags.id, id)))
    .returning();
  return row;
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
  await tx.delete(tags).where(and(eq(tags.channelId, channelId), eq(tags.id, id)));
}
