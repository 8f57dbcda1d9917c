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

export type ContactRef = { id: string; number: string; name: string | null; responsibleOperatorId: string | null };

/**
 * Finds or creates the contacts of many numbers of one channel in two statements (a webhook batch).
 * Existing contacts are not locked: only a missing name is filled in, as upsertContact does.
 */
export async function ensureContacts(orm: NodePgDatabase, channelId: string, people: Array<{ number: string; name: string | null }>): Promise<Map<string, ContactRef>> {
  const byNumber = new Map<string, ContactRef>();
  if (people.length === 0) return byNumber;
  const unique = [...new Map(people.map((p) => [p.number, p])).values()].sort((a, b) => a.number.localeCompare(b.number));
  const input = JSON.stringify(unique.map((p) => ({ number: p.number, name: p.name })));
  type Row = { id: string; number: string; name: string | null; responsible_operator_id: string | null };
  const inserted = await orm.execute<Row>(sql`
    insert into contacts (channel_id, number, name)
    select ${channelId}::uuid, t.number, t.name from jsonb_to_recordset(${input}::jsonb) as t(number text, name text)
    on conflict (channel_id, number) do nothing
    returning id, number, name, responsible_operator_id`);
  for (const r of inserted.rows) byNumber.set(r.number, { id: r.id, number: r.number, name: r.name, responsibleOperatorId: r.responsible_operator_id });
  const missing = unique.filter((p) => !byNumber.has(p.number));
  if (missing.length > 0) {
    const found = await orm.execute<Row>(sql`
      select id, number, name, responsible_operator_id from contacts
       where channel_id = ${channelId} and number in ${sql`(${sql.join(missing.map((p) => sql`${p.number}`), sql`, `)})`}`);
    for (const r of found.rows) byNumber.set(r.number, { id: r.id, number: r.number, name: r.name, responsibleOperatorId: r.responsible_operator_id });
    const nameless = missing.filter((p) => p.name && byNumber.get(p.number)?.name === null);
    for (const p of nameless) {
      await orm.execute(sql`update contacts set name = ${p.name}, updated_at = now() where channel_id = ${channelId} and number = ${p.number} and name is null`);
      const ref = byNumber.get(p.number);
      if (ref) ref.name = p.name;
    }
  }
  return byNumber;
}
