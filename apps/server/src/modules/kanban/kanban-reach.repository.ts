// What an operator may reach on the kanban: their departments (which boards are open to them) and
// whether they serve a contact (an open attendance of the contact is theirs, or the contact is in
// their wallet as its responsible operator).
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { operatorDepartments } from '../../schema/index.js';

export async function operatorDepartmentIds(orm: NodePgDatabase, operatorId: string): Promise<string[]> {
  const rows = await orm.select({ id: operatorDepartments.departmentId }).from(operatorDepartments).where(eq(operatorDepartments.operatorId, operatorId));
  return rows.map((r) => r.id);
}

/** The open attendance through the one-open-per-contact index; the wallet through the contact's primary key. */
export async function operatorServesContact(orm: NodePgDatabase, channelId: string, operatorId: string, contactId: string): Promise<boolean> {
  const { rows } = await orm.execute<{ served: boolean }>(sql`
    select exists (select 1 from attendances a where a.channel_id = ${channelId} and a.contact_id = ${contactId}
                     and a.status not in ('finished', 'abandoned') and a.operator_id = ${operatorId})
        or exists (select 1 from contacts k where k.id = ${contactId} and k.channel_id = ${channelId} and k.responsible_operator_id = ${operatorId}) as served`);
  return rows[0]?.served === true;
}
