// Rows the back-office catalog tests need in bulk (attendances in a given state and department or
// tabulation, contacts with a tag), written straight to the database: the engine's paths to them are
// covered elsewhere, these tests are about what a delete does to what points at a row.
import { sql } from 'drizzle-orm';
import type { AttendanceStatus } from '@atende/contract';
import type { TestApp } from './test-app.js';
import { upsertContact } from '../../src/modules/contacts/contacts.repository.js';
import { attendances } from '../../src/schema/index.js';

let counter = 0;
const nextNumber = () => `55119${String(70000000 + counter++).padStart(8, '0')}`;

export async function contactOf(t: TestApp, channelId: string, values: { tagId?: string | null } = {}): Promise<string> {
  const contact = await upsertContact(t.ctx.db.orm, channelId, nextNumber(), 'Cliente Catálogo');
  if (values.tagId !== undefined) await t.ctx.db.orm.execute(sql`update contacts set tag_id = ${values.tagId} where id = ${contact.id}`);
  return contact.id;
}

export async function attendanceOf(
  t: TestApp,
  channelId: string,
  values: { status: AttendanceStatus; departmentId?: string | null; tabulationId?: string | null },
): Promise<string> {
  const contactId = await contactOf(t, channelId);
  const closed = values.status === 'finished' || values.status === 'abandoned';
  const [row] = await t.ctx.db.orm
    .insert(attendances)
    .values({
      channelId,
      contactId,
      status: values.status,
      departmentId: values.departmentId ?? null,
      tabulationId: values.tabulationId ?? null,
      finishedAt: closed ? new Date() : null,
      queuedAt: values.status === 'waiting' ? new Date() : null,
    })
    .returning({ id: attendances.id });
  if (!row) throw new Error('attendance not created');
  return row.id;
}

export async function columnOf(t: TestApp, table: 'attendances' | 'contacts', column: 'department_id' | 'tabulation_id' | 'tag_id', id: string) {
  const res = await t.ctx.db.orm.execute<{ value: string | null }>(sql`select ${sql.identifier(column)} as value from ${sql.identifier(table)} where id = ${id}`);
  return res.rows[0]?.value ?? null;
}
