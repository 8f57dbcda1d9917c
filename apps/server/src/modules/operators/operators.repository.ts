// The only place that reads and writes operators and their departments.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { operatorDepartments, operators, users, channels } from '../../schema/index.js';

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

/** Sets an operator offline only if online; true when this call did it (two sweeps never both do). */
export async function setOfflineIfOnline(orm: NodePgDatabase, id: string): Promise<boolean> {
  const rows = await orm
    .update(operators)
    .set({ status: false, updatedAt: new Date() })
    .where(and(eq(operators.id, id), eq(operators.status, true)))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** Every online operator of a live channel, with the working hours and the channel's time zone. */
export async function listOnlineOperators(orm: NodePgDatabase) {
  return orm
    .select({ operator: operators, timeZone: channels.timezone })
    .from(operators)
    .innerJoin(channels, eq(channels.id, operators.channelId))
    .where(and(eq(operators.status, true), isNull(operators.deletedAt), isNull(channels.deletedAt)));
}

/** The working hours and the channel's time zone of these operators (live ones of live channels). */
export async function listOperatorHours(orm: NodePgDatabase, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return orm
    .select({ operator: operators, timeZone: channels.timezone })
    .from(operators)
    .innerJoin(channels, eq(channels.id, operators.channelId))
    .where(and(inArray(operators.id, [...ids]), isNull(operators.deletedAt), isNull(channels.deletedAt)));
}

/** Soft delete: the row stays for history; the login is gone and every token of it stops working. */
export async function softDeleteOperator(orm: NodePgDatabase, id: string, userId: string): Promise<void> {
  const now = new Date();
  await orm.update(operators).set({ status: false, deletedAt: now, updatedAt: now }).where(eq(operators.id, id));
  await orm
    .update(users)
    .set({ deletedAt: now, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Blocking also revokes the tokens (and sets the operator offline); unblocking only lifts the flag. */
export async function setOperatorBlocked(orm: NodePgDatabase, id: string, userId: string, blocked: boolean): Promise<void> {
  const now = new Date();
  if (blocked) await orm.update(operators).set({ status: false, updatedAt: now }).where(eq(operators.id, id));
  await orm
    .update(users)
    .set(blocked ? { blocked, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now } : { blocked, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function userBlocked(orm: NodePgDatabase, userId: string): Promise<boolean> {
  const [row] = await orm.select({ blocked: users.blocked }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.blocked ?? false;
}

export async function updateOperatorRow(orm: NodePgDatabase, id: string, values: Partial<typeof operators.$inferInsert>): Promise<void> {
  await orm.update(operators).set({ ...values, updatedAt: new Date() }).where(eq(operators.id, id));
}

/** The operator's departments become exactly `departmentIds` (already checked to be the channel's). */
export async function replaceOperatorDepartments(orm: NodePgDatabase, operatorId: string, channelId: string, departmentIds: string[]): Promise<void> {
  await orm.delete(operatorDepartments).where(eq(operatorDepartments.operatorId, operatorId));
  if (departmentIds.length) {
    await orm.insert(operatorDepartments).values(departmentIds.map((departmentId) => ({ operatorId, departmentId, channelId })));
  }
}
