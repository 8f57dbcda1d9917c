// Reads a whole attendance for its transcript: the header and the messages, oldest first.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AttendanceStatus } from '@atende/contract';
import { messages } from '../../schema/index.js';
import type { MessageCursor, MessageRow } from '../messages/index.js';

export type TranscriptHeaderRow = {
  id: string;
  seq: number | string;
  channel_id: string;
  channel_name: string;
  timezone: string;
  contact_id: string;
  contact_name: string | null;
  contact_number: string;
  operator_id: string | null;
  operator_name: string | null;
  status: AttendanceStatus;
  created_at: Date | string;
  finished_at: Date | string | null;
};

export async function findTranscriptHeader(orm: NodePgDatabase, channelId: string, attendanceId: string): Promise<TranscriptHeaderRow | undefined> {
  const res = await orm.execute<TranscriptHeaderRow>(sql`
    select a.id, a.seq, a.channel_id, ch.name as channel_name, ch.timezone, a.contact_id, c.name as contact_name, c.number as contact_number,
           a.operator_id, o.name as operator_name, a.status, a.created_at, a.finished_at
      from attendances a
      join channels ch on ch.id = a.channel_id
      join contacts c on c.id = a.contact_id
      left join operators o on o.id = a.operator_id
     where a.channel_id = ${channelId} and a.id = ${attendanceId}`);
  return res.rows[0];
}

/** Oldest first from after the cursor (time, arrival order), so equal times never skip nor repeat. */
export async function pageMessagesForward(
  orm: NodePgDatabase,
  channelId: string,
  attendanceId: string,
  after: MessageCursor | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const conditions = [eq(messages.channelId, channelId), eq(messages.attendanceId, attendanceId)];
  if (after) conditions.push(sql`(${messages.createdAt}, ${messages.seq}) > (${after.createdAt}, ${after.seq ?? 0})`);
  return orm
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(asc(messages.createdAt), asc(messages.seq))
    .limit(limit);
}
