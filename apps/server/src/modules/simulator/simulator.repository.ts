// What the simulator's page reads: the simulator channels, a channel's name and number, one
// number's conversation, and the number a message's contact has.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { messages, contacts } from '../../schema/index.js';
import type { MessageRow } from '../messages/index.js';

type Db = NodePgDatabase;

/** The live, unblocked simulator channels, oldest first. */
export async function listSimulatorChannels(orm: Db): Promise<Array<{ id: string; name: string; channel_number: string }>> {
  const res = await orm.execute<{ id: string; name: string; channel_number: string }>(sql`
        select id, name, channel_number from channels where api_type = 'simulator' and deleted_at is null and not blocked order by created_at`);
  return res.rows;
}

export async function channelNameAndNumber(orm: Db, channelId: string): Promise<{ name: string; channel_number: string } | undefined> {
  const res = await orm.execute<{ name: string; channel_number: string }>(sql`select name, channel_number from channels where id = ${channelId}`);
  return res.rows[0];
}

/** The channel's latest messages with the contact of this number, newest first. */
export async function latestMessagesWith(orm: Db, channelId: string, number: string, limit: number): Promise<MessageRow[]> {
  const rows = await orm
    .select({ message: messages })
    .from(messages)
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .where(and(eq(messages.channelId, channelId), eq(contacts.number, number)))
    .orderBy(desc(messages.createdAt))
    .limit(limit);
  return rows.map((r) => r.message);
}

export async function contactNumber(orm: Db, contactId: string): Promise<string | undefined> {
  const contact = await orm.execute<{ number: string }>(sql`select number from contacts where id = ${contactId}`);
  return contact.rows[0]?.number;
}
