// The only place that reads and writes media_files (and the media part of a message's content), and
// reads the channel facts a download needs.
import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ApiType, MediaState } from '@atende/contract';
import { mediaFiles } from '../../schema/index.js';

export type MediaRow = typeof mediaFiles.$inferSelect;
export type NewMedia = typeof mediaFiles.$inferInsert;

export async function insertMedia(orm: NodePgDatabase, values: NewMedia): Promise<MediaRow> {
  const [row] = await orm.insert(mediaFiles).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An inbound file once per provider media id: a replayed webhook finds the row already there. */
export async function insertInboundMediaOnce(orm: NodePgDatabase, values: NewMedia): Promise<{ row: MediaRow; created: boolean }> {
  const [row] = await orm
    .insert(mediaFiles)
    .values({ ...values, source: 'inbound' })
    .onConflictDoNothing({ target: [mediaFiles.channelId, mediaFiles.source, mediaFiles.providerMediaId] })
    .returning();
  if (row) return { row, created: true };
  const [existing] = await orm
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.channelId, values.channelId), eq(mediaFiles.source, 'inbound'), eq(mediaFiles.providerMediaId, values.providerMediaId ?? '')))
    .limit(1);
  if (!existing) throw new Error('inbound media vanished');
  return { row: existing, created: false };
}

export async function findMedia(orm: NodePgDatabase, id: string): Promise<MediaRow | undefined> {
  const [row] = await orm.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row;
}

export async function findChannelMedia(orm: NodePgDatabase, channelId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await orm.select().from(mediaFiles).where(and(eq(mediaFiles.channelId, channelId), eq(mediaFiles.id, id))).limit(1);
  return row;
}

export async function updateMedia(orm: NodePgDatabase, id: string, values: Partial<NewMedia>): Promise<void> {
  await orm.update(mediaFiles).set(values).where(eq(mediaFiles.id, id));
}

/** Keeps the file facts in the messages that show it (content.media), so views need no join. */
export async function setMessageMedia(
  orm: NodePgDatabase,
  messageId: string,
  media: { mediaId: string; state: MediaState; size?: number | null; mimeType?: string },
): Promise<void> {
  const patch = JSON.stringify({
    mediaId: media.mediaId,
    state: media.state,
    ...(media.size !== undefined ? { size: media.size } : {}),
    ...(media.mimeType !== undefined ? { mimeType: media.mimeType } : {}),
  });
  await orm.execute(sql`
    update messages set content = jsonb_set(content, '{media}', coalesce(content->'media', '{}'::jsonb) || ${patch}::jsonb)
     where id = ${messageId}`);
}

/** What opening a channel's provider needs to download its files: its API and sealed credentials. */
export async function findChannelProviderFacts(orm: NodePgDatabase, channelId: string): Promise<{ api_type: ApiType; credentials_sealed: string | null } | undefined> {
  const res = await orm.execute<{ api_type: ApiType; credentials_sealed: string | null }>(sql`
      select api_type, credentials_sealed from channels where id = ${channelId}`);
  return res.rows[0];
}
