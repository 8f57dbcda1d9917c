// The only place that reads and writes contacts.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/** Finds or creates the contact of a WhatsApp number, keeping the newest profile name. */
export async function upsertContact(
  orm: NodePgDatabase,
  channelId: string,
  number: string,
  name: string | null,
): Promise<{ id: string; responsibleOperatorId: string | null }> {
  const res = await orm.execute<{ id: string; responsible_operator_id: string | null }>(sql`
    insert into contacts (channel_id, number, name) values (${channelId}, ${number}, ${name})
    on conflict (channel_id, number) do update
      set name = coalesce(contacts.name, excluded.name), updated_at = now()
    returning id, responsible_operator_id`);
  const row = res.rows[0];
  if (!row) throw new Error('contact upsert returned no row');
  return { id: row.id, responsibleOperatorId: row.responsible_operator_id };
}
