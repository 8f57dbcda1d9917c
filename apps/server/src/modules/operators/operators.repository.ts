// The only place that reads and writes operators and their departments.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { operatorDepartments, operators } from './operators.tables.js';
import { departments } from '../departments/departments.tables.js';
import { users } from '../users/users.tables.js';

export type OperatorRow = typeof operators.$inferSelect;

export async function insertOperator(orm: NodePgDatabase, values: typeof operators.$inferInsert, departmentIds: string[]): Promise<OperatorRow> {
  const [row] = await orm.insert(operators).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  if (departmentIds.length) {
    await orm
      .insert(operatorDepartments)
      .values(departmentIds.map((departmentId) => ({ operatorId: row.id, departmentId, channelId: row.channelId })));
  }
  return row;
}

export async function findOperator(orm: NodePgDatabase, channelId: string, id: string) {
  const [row] = await orm
    .select({ operator: operators, login: users.login, email: users.email })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(eq(operators.id, id), eq(operators.channelId, channelId), isNull(operators.deletedAt)))
    .limit(1);
  if (!row) return undefined;
  const depts = await orm
    .select({ id: operatorDepartments.departmentId })
    .from(operatorDepartments)
    .where(eq(operatorDepartments.operatorId, id));
  return { ...row, departmentIds: depts.map((d) => d.id) };
}

export async function countChannelDepartments(orm: NodePgDatabase, channelId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await orm
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.channelId, channelId), inArray(departments.id, ids)));
  return rows.length;
}

export async function setOperatorStatus(orm: NodePgDatabase, id: string, status: boolean): Promise<void> {
  await orm.update(operators).set({ status, updatedAt: new Date() }).where(eq(operators.id, id));
}

export async function listOperators(orm: NodePgDatabase, channelId: string) {
  const rows = await orm
    .select({ operator: operators, login: users.login, email: users.email })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(eq(operators.channelId, channelId), isNull(operators.deletedAt)))
    .orderBy(operators.name);
  const depts = rows.length
    ? await orm
        .select({ operatorId: operatorDepartments.operatorId, departmentId: operatorDepartments.departmentId })
        .from(operatorDepartments)
        .where(eq(operatorDepartments.channelId, channelId))
    : [];
  return rows.map((r) => ({ ...r, departmentIds: depts.filter((d) => d.operatorId === r.operator.id).map((d) => d.departmentId) }));
}
