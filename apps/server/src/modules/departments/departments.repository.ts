// Reads departments (their management screen comes with its own issue).
import { asc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { departments } from './departments.tables.js';

export async function listDepartments(orm: NodePgDatabase, channelId: string) {
  return orm.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.channelId, channelId)).orderBy(asc(departments.name));
}
