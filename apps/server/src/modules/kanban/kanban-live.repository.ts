// What the board's live pushes read: the cards whose contact's conversation changed (through
// attendances' primary key and kanban_cards_contact_idx; most contacts have no card, so this is
// usually an index probe that finds nothing).
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

export async function cardsOfAttendances(orm: NodePgDatabase, attendanceIds: readonly string[]): Promise<string[]> {
  if (attendanceIds.length === 0) return [];
  const { rows } = await orm.execute<{ id: string }>(sql`
    select c.id from attendances a
      join kanban_cards c on c.contact_id = a.contact_id and c.channel_id = a.channel_id
     where a.id = any(${`{${attendanceIds.join(',')}}`}::uuid[])`);
  return rows.map((r) => r.id);
}
