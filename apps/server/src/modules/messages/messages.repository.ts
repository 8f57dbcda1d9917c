// The only place that reads and writes messages.
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { deliveryRank, type MessageStatus } from '@atende/contract';
import { messages, contacts, channels, attendances } from '../../schema/index.js';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** Inserts unless the provider id is already stored; null means a duplicate delivery. */
export async function insertMessageOnce(orm: NodePgDatabase, values: NewMessage): Promise<MessageRow | null> {
  const [row] = await orm.insert(messages).values(values).onConflictDoNothing({ target: [messages.channelId, messages.providerMessageId] }).returning();
  return row ?? null;
}

/** Inserts many, skipping provider ids already stored; returns only the rows inserted now. */
export async function insertMessagesOnce(orm: NodePgDatabase, values: NewMessage[]): Promise<MessageRow[]> {
  return insertMessageRows(orm, values, sql`on conflict (channel_id, provider_message_id) do nothing`);
}

/** Inserts many in one statement; returns the rows in the order given. */
export async function insertMessages(orm: NodePgDatabase, values: NewMessage[]): Promise<MessageRow[]> {
  return insertMessageRows(orm, values, sql``);
}

type StoredMessage = {
  id: string;
  seq: string | number;
  channel_id: string;
  attendance_id: string | null;
  contact_id: string;
  direction: MessageRow['direction'];
  type: MessageRow['type'];
  content: MessageRow['content'];
  status: MessageRow['status'];
  error_code: string | null;
  error_message: string | null;
  error_details: string | null;
  provider_message_id: string | null;
  reply_to_id: string | null;
  operator_id: string | null;
  // Raw statements on PostgreSQL give drizzle's text timestamps; PGlite gives Dates.
  created_at: Date | string;
  status_at: Date | string | null;
  pricing_category: string | null;
};

/**
 * The rows travel as one JSON parameter, in order (arrival order is the `seq` order): the query
 * builder's parameter per column per row cost more CPU than the insert itself on busy intake.
 */
async function insertMessageRows(orm: NodePgDatabase, values: NewMessage[], onConflict: SQL): Promise<MessageRow[]> {
  if (values.length === 0) return [];
  const input = JSON.stringify(
    values.map((v) => ({
      id: v.id ?? null,
      channel_id: v.channelId,
      attendance_id: v.attendanceId ?? null,
      contact_id: v.contactId,
      direction: v.direction,
      type: v.type,
      content: v.content,
      status: v.status,
      error_code: v.errorCode ?? null,
      error_message: v.errorMessage ?? null,
      provider_message_id: v.providerMessageId ?? null,
      reply_to_id: v.replyToId ?? null,
      operator_id: v.operatorId ?? null,
      created_at: v.createdAt ?? null,
      status_at: v.statusAt ?? null,
    })),
  );
  const res = await orm.execute<StoredMessage>(sql`
    insert into messages (id, channel_id, attendance_id, contact_id, direction, type, content, status, error_code,
                          error_message, provider_message_id, reply_to_id, operator_id, created_at, status_at)
    select coalesce(v.id, gen_random_uuid()), v.channel_id, v.attendance_id, v.contact_id, v.direction, v.type, v.content,
           v.status, v.error_code, v.error_message, v.provider_message_id, v.reply_to_id, v.operator_id,
           coalesce(v.created_at, now()), v.status_at
      from rows from (jsonb_to_recordset(${input}::jsonb)
             as (id uuid, channel_id uuid, attendance_id uuid, contact_id uuid, direction text, type text, content jsonb,
                 status text, error_code text, error_message text, provider_message_id text, reply_to_id uuid,
                 operator_id uuid, created_at timestamptz, status_at timestamptz)) with ordinality as v
     order by v.ordinality
    ${onConflict}
    returning *`);
  return res.rows.map(toMessageRow).sort((a, b) => a.seq - b.seq);
}

const toMessageRow = (r: StoredMessage): MessageRow => ({
  id: r.id,
  seq: Number(r.seq),
  channelId: r.channel_id,
  attendanceId: r.attendance_id,
  contactId: r.contact_id,
  direction: r.direction,
  type: r.type,
  content: r.content,
  status: r.status,
  errorCode: r.error_code,
  errorMessage: r.error_message,
  errorDetails: r.error_details ?? null,
  providerMessageId: r.provider_message_id,
  replyToId: r.reply_to_id,
  operatorId: r.operator_id,
  createdAt: new Date(r.created_at),
  statusAt: r.status_at === null ? null : new Date(r.status_at),
  pricingCategory: r.pricing_category ?? null,
});

/** Our ids of the given provider ids of one channel (the messages replies and reactions point to). */
export async function idsByProviderIds(orm: NodePgDatabase, channelId: string, providerMessageIds: string[]): Promise<Map<string, string>> {
  if (providerMessageIds.length === 0) return new Map();
  const rows = await orm
    .select({ id: messages.id, providerMessageId: messages.providerMessageId })
    .from(messages)
    .where(and(eq(messages.channelId, channelId), inArray(messages.providerMessageId, providerMessageIds)));
  return new Map(rows.map((r) => [r.providerMessageId ?? '', r.id]));
}

/** setAttendanceOf for many attendances at once: each message id to its attendance, one statement. */
export async function setAttendances(orm: NodePgDatabase, pairs: Array<{ messageId: string; attendanceId: string }>): Promise<void> {
  if (pairs.length === 0) return;
  const input = JSON.stringify(pairs.map((p) => ({ id: p.messageId, a: p.attendanceId })));
  await orm.execute(sql`update messages m set attendance_id = v.a from jsonb_to_recordset(${input}::jsonb) as v(id uuid, a uuid) where m.id = v.id`);
}

/** Files inbound messages under the attendance they belong to (opened after they were stored). */
export async function setAttendanceOf(orm: NodePgDatabase, messageIds: string[], attendanceId: string): Promise<void> {
  if (messageIds.length === 0) return;
  await orm.update(messages).set({ attendanceId }).where(inArray(messages.id, messageIds));
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

/** Why a message failed: the provider's code and reason, and its longer explanation when it gave one. */
export type MessageFailure = { code: string | null; message: string; details?: string | null };

/**
 * Moves a message's delivery status forward only (sent → delivered → read; failed over anything):
 * statuses arrive in any order and more than once. Returns the row when it changed.
 */
export async function advanceStatus(
  orm: NodePgDatabase,
  id: string,
  status: MessageStatus,
  error: MessageFailure | null,
): Promise<MessageRow | null> {
  const ranks = sql.raw(
    `case status ${Object.entries(deliveryRank)
      .map(([s, r]) => `when '${s}' then ${r}`)
      .join(' ')} end`,
  );
  const [row] = await orm
    .update(messages)
    .set({ status, statusAt: new Date(), errorCode: error?.code ?? null, errorMessage: error?.message ?? null, errorDetails: error?.details ?? null })
    .where(and(eq(messages.id, id), sql`${ranks} < ${deliveryRank[status]}`))
    .returning();
  return row ?? null;
}

const rankOf = sql.raw(
  `case m.status ${Object.entries(deliveryRank)
    .map(([s, r]) => `when '${s}' then ${r}`)
    .join(' ')} end`,
);

export type StatusUpdate = {
  providerMessageId: string;
  status: MessageStatus;
  error: MessageFailure | null;
  /** What the provider bills the message as, when the status says it. */
  pricingCategory?: string | null;
};

/**
 * advanceStatus for many messages of one channel in one statement. Give at most one update per
 * provider id (the furthest one: statuses only move forward, so applying it alone is equivalent).
 */
export async function advanceStatuses(orm: NodePgDatabase, channelId: string, updates: StatusUpdate[]): Promise<MessageRow[]> {
  if (updates.length === 0) return [];
  const input = JSON.stringify(
    updates.map((u) => ({ pid: u.providerMessageId, status: u.status, rank: deliveryRank[u.status], code: u.error?.code ?? null, msg: u.error?.message ?? null, details: u.error?.details ?? null, pricing: u.pricingCategory ?? null })),
  );
  // A later status without pricing (read, failed) keeps the category an earlier one stored.
  const res = await orm.execute<{ id: string }>(sql`
    update messages m set status = v.status, status_at = now(), error_code = v.code, error_message = v.msg,
                          error_details = v.details, pricing_category = coalesce(v.pricing, m.pricing_category)
      from jsonb_to_recordset(${input}::jsonb) as v(pid text, status text, rank int, code text, msg text, details text, pricing text)
     where m.channel_id = ${channelId} and m.provider_message_id = v.pid and ${rankOf} < v.rank
    returning m.id`);
  const ids = res.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return orm.select().from(messages).where(inArray(messages.id, ids));
}

/**
 * Gives our messages still without a provider id the one a status webhook names for them (by the
 * reference the send carried). Only a message of the channel that has none: never overwrites.
 */
export async function adoptProviderIds(orm: NodePgDatabase, channelId: string, pairs: Array<{ providerMessageId: string; messageId: string }>): Promise<void> {
  const valid = pairs.filter((p) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(p.messageId));
  if (valid.length === 0) return;
  const input = JSON.stringify(valid.map((p) => ({ id: p.messageId, pid: p.providerMessageId })));
  await orm.execute(sql`
    update messages m set provider_message_id = v.pid
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, pid text)
     where m.id = v.id and m.channel_id = ${channelId} and m.provider_message_id is null
       and not exists (select 1 from messages o where o.channel_id = ${channelId} and o.provider_message_id = v.pid)`);
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

/** An outbound message with what sending it needs: the recipient, the channel, the quoted ids. */
export type OutboundRow = {
  message: MessageRow;
  number: string;
  apiType: string;
  credentialsSealed: string | null;
  /** The operator of the message's attendance (who sees its status change). */
  operatorId: string | null;
  replyProviderId: string | null;
  reactionProviderId: string | null;
};

/** Every given message with its recipient and channel, in two statements whatever their number. */
export async function loadOutbound(orm: NodePgDatabase, ids: string[]): Promise<Map<string, OutboundRow>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({ message: messages, number: contacts.number, apiType: channels.apiType, credentialsSealed: channels.credentialsSealed, operatorId: attendances.operatorId })
    .from(messages)
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .innerJoin(channels, eq(channels.id, messages.channelId))
    .leftJoin(attendances, eq(attendances.id, messages.attendanceId))
    .where(inArray(messages.id, ids));
  // Replies and reactions point at messages whose provider ids the send needs.
  const referenced = rows.flatMap((r) => [r.message.replyToId, r.message.content.reaction?.targetMessageId ?? null]).filter((id): id is string => !!id);
  const providerIds = new Map<string, string | null>();
  if (referenced.length) {
    const refs = await orm.select({ id: messages.id, providerMessageId: messages.providerMessageId }).from(messages).where(inArray(messages.id, referenced));
    for (const ref of refs) providerIds.set(ref.id, ref.providerMessageId);
  }
  return new Map(
    rows.map((r) => [
      r.message.id,
      {
        ...r,
        replyProviderId: r.message.replyToId ? (providerIds.get(r.message.replyToId) ?? null) : null,
        reactionProviderId: r.message.content.reaction?.targetMessageId ? (providerIds.get(r.message.content.reaction.targetMessageId) ?? null) : null,
      },
    ]),
  );
}

/**
 * Records what the provider accepted: each message's provider id and, if still pending, "sent".
 * One statement for the batch; returns the rows as they are now.
 */
export async function markSent(orm: NodePgDatabase, sent: Array<{ id: string; providerMessageId: string }>): Promise<MessageRow[]> {
  if (sent.length === 0) return [];
  const input = JSON.stringify(sent.map((s) => ({ id: s.id, pid: s.providerMessageId })));
  await orm.execute(sql`
    update messages m
       set provider_message_id = v.pid,
           status = case when m.status = 'pending' then 'sent' else m.status end,
           status_at = case when m.status = 'pending' then now() else m.status_at end
      from jsonb_to_recordset(${input}::jsonb) as v(id uuid, pid text)
     where m.id = v.id`);
  return orm.select().from(messages).where(inArray(messages.id, sent.map((s) => s.id)));
}
