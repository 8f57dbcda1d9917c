// The only place that reads and writes departments (and moves what points at one when it goes).
import { and, asc, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { containsPattern, outerColumn } from '../../platform/db/sql-helpers.js';
import { attendances, operatorDepartments, departments } from '../../schema/index.js';
import { openStatuses } from '../attendances/attendance-transitions.js';

export type DepartmentRecord = typeof departments.$inferSelect;
export type DepartmentPageRow = DepartmentRecord & { operatorsCount: number; openAttendancesCount: number };
export type DepartmentPageQuery = { search?: string; sort: 'name' | 'createdAt'; order: 'asc' | 'desc'; page: number; perPage: number };

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

function matching(channelId: string, search: string | undefined): SQL | undefined {
  const inChannel = eq(departments.channelId, channelId);
  return search ? and(inChannel, ilike(departments.name, containsPattern(search))) : inChannel;
}

export async function pageDepartments(orm: NodePgDatabase, channelId: string, q: DepartmentPageQuery) {
  const where = matching(channelId, q.search);
  const direction = q.order === 'desc' ? desc : asc;
  const primary = q.sort === 'createdAt' ? direction(departments.createdAt) : direction(sql`lower(${departments.name})`);
  const [rows, [total]] = await Promise.all([
    orm
      .select({ department: departments, operatorsCount })
      .from(departments)
      .where(where)
      .orderBy(primary, asc(departments.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(departments).where(where),
  ]);
  const open = await openAttendancesByDepartment(orm, channelId, rows.map((r) => r.department.id));
  return {
    rows: rows.map((r): DepartmentPageRow => ({ ...r.department, operatorsCount: r.operatorsCount, openAttendancesCount: open.get(r.department.id) ?? 0 })),
    total: total?.n ?? 0,
  };
}

export async function findDepartment(orm: NodePgDatabase, channelId: string, id: string): Promise<DepartmentRecord | undefined> {
  const [row] = await orm.select().from(departments).where(and(eq(departments.channelId, channelId), eq(departments.id, id))).limit(1);
  return row;
}

/** Another department of the channel with this name, ignoring case. */
export async function departmentNameTaken(orm: NodePgDatabase, channelId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.channelId, channelId), sql`lower(${departments.name}) = ${name.toLowerCase()}`, exceptId ? sql`${departments.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

export async function insertDepartment(orm: NodePgDatabase, channelId: string, name: string): Promise<DepartmentRecord> {
  const [row] = await orm.insert(departments).values({ channelId, name }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function renameDepartment(orm: NodePgDatabase, channelId: string, id: string, name: string): Promise<DepartmentRecord | undefined> {
  const [row] = await orm.update(departments).set({ name }).where(and(eq(departments.channelId, channelId), eq(departments.id, id))).returning();
  return row;
}

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
 * or clears them when null, then deletes the department. Run inside one transaction.
 */
/** Deletes the department after moving what used it; returns the operators whose memberships changed. */
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
  await tx.delete(departments).where(and(eq(departments.channelId, channelId), eq(departments.id, id)));
  return members.map((m) => m.operatorId);
}
