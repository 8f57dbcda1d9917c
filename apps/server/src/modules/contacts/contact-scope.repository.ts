// Which contacts an operator may reach (their contact panel: read, edit, tag, history), and the
// contact's open attendance, whose screens are told when the contact changes. Reads the attendances
// table through the schema, as the calendar's contact picker does for the same rule.
import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { attendances, contacts } from '../../schema/index.js';

/**
 * An operator reaches a contact of their wallet (the responsible operator) or of any attendance
 * assigned to them, open or finished; another company's contact never.
 */
export async function operatorSeesContact(orm: NodePgDatabase, channelId: string, operatorId: string, contactId: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.channelId, channelId),
        eq(contacts.id, contactId),
        or(
          eq(contacts.responsibleOperatorId, operatorId),
          sql`exists (select 1 from ${attendances} where ${attendances.contactId} = ${contacts.id} and ${attendances.operatorId} = ${operatorId})`,
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/** The contact's open attendance (at most one, by the partial unique index), to push it again. */
export async function openAttendanceIdsOf(orm: NodePgDatabase, channelId: string, contactId: string): Promise<string[]> {
  const rows = await orm
    .select({ id: attendances.id })
    .from(attendances)
    .where(and(eq(attendances.channelId, channelId), eq(attendances.contactId, contactId), notInArray(attendances.status, ['finished', 'abandoned'])));
  return rows.map((r) => r.id);
}
