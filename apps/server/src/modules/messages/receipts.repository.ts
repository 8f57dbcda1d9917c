// What a read receipt or typing indicator needs of the conversation: the customer's last message
// the provider knows by id.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

export type LastInbound = { providerMessageId: string; createdAt: Date };

export async function lastInboundOf(orm: NodePgDatabase, channelId: string, attendanceId: string): Promise<LastInbound | undefined> {
  const res = await orm.execute<{ provider_message_id: string; created_at: Date | string }>(sql`
    select provider_message_id, created_at from messages
     where channel_id = ${channelId} and attendance_id = ${attendanceId} and direction = 'in' and provider_message_id is not null
     order by created_at desc, seq desc
     limit 1`);
  const row = res.rows[0];
  return row ? { providerMessageId: row.provider_message_id, createdAt: new Date(row.created_at) } : undefined;
}
