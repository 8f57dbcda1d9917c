// The only place that reads and writes departments (and moves what points at one when it goes).
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { channelRepository, type NamePageQuery } from '../../platform/crud/channel-repository.js';
import { outerColumn } from '../../platform/db/sql-helpers.js';
import { attendances, operatorDepartments, departments } from '../../schema/index.js';
import { openStatuses } from '../attendances/index.js';

export type DepartmentRecord = typeof departments.$inferSelect;
export type DepartmentPageRow = DepartmentRecord & { operatorsCount: number; openAttendancesCount: number };
export type DepartmentPageQuery = NamePageQuery;

const repo = channelRepository(departments, departments.name);

/** The departments an operator belongs to (their sockets join these rooms). */
export async function operatorDepartmentIds(orm: NodePgDatabase, operatorId: string): Promise<string[]> {
  const rows = await orm
    .select({ id: operatorDepartments.departmentId })
    .from(operatorDepartments)
    .where(eq(operatorDepartments.operatorId, operatorId));
  return rows.map((r) => r.id);
}

export async function listDepartments(orm: NodePgDatabase, channelId: string) {
  return orm.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.channelId, channelId)).orderBy(asc(departments.name));
}

const closedStatuses = ['finished', 'abandoned'] as const;

/** Live operators of the department (soft-deleted ones keep their rows but no longer count). */
const liveOperatorsOf = (departmentId: SQL | string) => sql<number>`(
  select count(*)::int from operator_departments od
  join operators o on o.id = od.operator_id and o.deleted_at is null
  where od.department_id = ${departmentId})`;
const operatorsCount = liveOperatorsOf(outerColumn('departments', 'id'));

/**
 * Open attendances of the page's departments in one pass over the channel's open attendances (the
 * (channel, status) index), grouped by department: a count per department would read them once each.
 */
async function openAttendancesByDepartment(orm: NodePgDatabase, channelId: string, departmentIds: string[]): Promise<Map<string, number>> {
  if (departmentIds.length === 0) return new Map();
  const rows = await orm
    .select({ departmentId: attendances.departmentId, n: sql<number>`count(*)::int` })
    .from(attendances)
    .where(and(eq(attendances.channelId, channelId), inArray(attendances.status, [...openStatuses]), inArray(attendances.departmentId, departmentIds)))
    .groupBy(attendances.departmentId);
  return new Map(rows.map((r) => [r.departmentId ?? '', r.n]));
}

export async function pageDepartments(orm: NodePgDatabase, channelId: string, q: DepartmentPageQuery) {
  const { rows, total } = await repo.page(orm, channelId, q, operatorsCount);
  const open = await openAttendancesByDepartment(orm, channelId, rows.map((r) => r.row.id));
  return {
    rows: rows.map((r): DepartmentPageRow => ({ ...r.row, operatorsCount: r.count, openAttendancesCount: open.get(r.row.id) ?? 0 })),
    total,
  };
}

export const findDepartment = repo.find;
/** Another department of the channel with this name, ignoring case. */
export const departmentNameTaken = repo.nameTaken;
export const insertDepartment = (orm: NodePgDatabase, channelId: string, name: string) => repo.insert(orm, channelId, { name });
export const renameDepartment = (orm: NodePgDatabase, channelId: string, id: string, name: string) => repo.update(orm, channelId, id, { name });

export async function departmentUsage(orm: NodePgDatabase, channelId: string, id: string) {
  const [row] = await orm
    .select({
      operators: liveOperatorsOf(id),
      openAttendances: sql<number>`count(*) filter (where ${notInArray(attendances.status, [...closedStatuses])})::int`,
      attendances: sql<number>`count(*) filter (where ${inArray(attendances.status, [...closedStatuses])})::int`,
    })
    .from(attendances)
    .where(and(eq(attendances.channelId, channelId), eq(attendances.departmentId, id)));
  return { operators: row?.operators ?? 0, openAttendances: row?.openAttendances ?? 0, attendances: row?.attendances ?? 0 };
}

/**
 * Moves every attendance (open and closed) and every operator membership of `id` to `replaceWith`,
 * or clears them when null, then deletes the department; returns the operators whose memberships
 * changed. Run inside one transaction.
 */
export async function deleteDepartmentMoving(tx: NodePgDatabase, channelId: string, id: string, replaceWith: string | null): Promise<string[]> {
  await tx
    .update(attendances)
    .set({ departmentId: replaceWith })
    .where(and(eq(attendances.channelId, channelId), eq(attendances.departmentId, id)));
  if (replaceWith) {
    await tx.execute(sql`
      insert into ${operatorDepartments} (operator_id, department_id, channel_id)
      select operator_id, ${replaceWith}, channel_id from ${operatorDepartments} where department_id = ${id}
      on conflict do nothing`);
  }
  const members = await tx.delete(operatorDepartments).where(eq(operatorDepartments.departmentId, id)).returning({ operatorId: operatorDepartments.operatorId });
  await repo.remove(tx, channelId, id);
  return members.map((m) => m.operatorId);
}
