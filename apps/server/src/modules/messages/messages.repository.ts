// The only place that reads and writes messages.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { deliveryRank, type MessageStatus } from '@atende/contract';
import { messages } from './messages.tables.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** Inserts unless the provider id is already stored; null means a duplicate delivery. */
export async function insertMessageOnce(orm: NodePgDatabase, values: NewMessage): Promise<MessageRow | null> {
  const [row] = await orm.insert(messages).values(values).onConflictDoNothing({ target: [messages.channelId, messages.providerMessageId] }).returning();
  return row ?? null;
}

export async function insertMessage(orm: NodePgDatabase, values: NewMessage): Promise<MessageRow> {
  const [row] = await orm.insert(messages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findByProviderId(orm: NodePgDatabase, channelId: string, providerMessageId: string): Promise<MessageRow | undefined> {
  const [row] = await orm
    .select()
    .from(messages)
    .where(and(eq(messages.channelId, channelId), eq(messages.providerMessageId, providerMessageId)))
    .limit(1);
  return row;
}

export async function findMessage(orm: NodePgDatabase, channelId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await orm.select().from(messages).where(and(eq(messages.channelId, channelId), eq(messages.id, id))).limit(1);
  return row;
}

/**
 * Moves a message's delivery status forward only (sent → delivered → read; failed over anything):
 * statuses arrive in any order and more than once. Returns the row when it changed.
 */
export async function advanceStatus(
  orm: NodePgDatabase,
  id: string,
  status: MessageStatus,
  error: { code: string | null; message: string } | null,
): Promise<MessageRow | null> {
  const ranks = sql.raw(
    `case status ${Object.entries(deliveryRank)
      .map(([s, r]) => `when '${s}' then ${r}`)
      .join(' ')} end`,
  );
  const [row] = await orm
    .update(messages)
    .set({ status, statusAt: new Date(), errorCode: error?.code ?? null, errorMessage: error?.message ?? null })
    .where(and(eq(messages.id, id), sql`${ranks} < ${deliveryRank[status]}`))
    .returning();
  return row ?? null;
}

export async function setProviderId(orm: NodePgDatabase, id: string, providerMessageId: string): Promise<void> {
  await orm.update(messages).set({ providerMessageId }).where(eq(messages.id, id));
}

export type MessageCursor = { createdAt: Date; seq: number | null };

export function parseCursor(value: string): MessageCursor {
  const [iso, seq] = value.split('|');
  return { createdAt: new Date(iso ?? ''), seq: seq ? Number(seq) : null };
}

export const cursorOf = (row: MessageRow): string => `${row.createdAt.toISOString()}|${row.seq}`;

/** Newest first; the cursor is (time, arrival order), so equal times never skip nor shuffle. */
export async function pageMessages(orm: NodePgDatabase, channelId: string, attendanceId: string, before: MessageCursor | undefined, limit: number): Promise<MessageRow[]> {
  const conditions = [eq(messages.channelId, channelId), eq(messages.attendanceId, attendanceId)];
  if (before) {
    conditions.push(
      before.seq === null
        ? lt(messages.createdAt, before.createdAt)
        : sql`(${messages.createdAt}, ${messages.seq}) < (${before.createdAt}, ${before.seq})`,
    );
  }
  return orm
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.seq))
    .limit(limit);
}
