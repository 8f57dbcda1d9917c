// Reads for the owner's team screen: the paged operator list with load and wallet, the online
// operators of a channel, and the wallet (contacts an operator is responsible for) and its transfer.
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { containsPattern } from '../../platform/db/sql-helpers.js';
import { users, departments, contacts, attendances, operatorDepartments, operators } from '../../schema/index.js';

export type OperatorPageQuery = {
  page: number;
  perPage: number;
  search?: string | undefined;
  sort: 'name' | 'createdAt';
  order: 'asc' | 'desc';
  departmentId?: string | undefined;
  status?: 'online' | 'offline' | undefined;
  includeDeleted?: boolean | undefined;
};

/** What the operator is answering now, as capacity counts it (the engine's definition). */
const openAttendances = sql<number>`(
  select count(*)::int from ${attendances}
  where ${attendances.operatorId} = ${operators.id} and ${attendances.status} = 'in_attendance')`;

/** Through the (channel, responsible operator) index. */
const walletCount = sql<number>`(
  select count(*)::int from ${contacts}
  where ${contacts.channelId} = ${operators.channelId} and ${contacts.responsibleOperatorId} = ${operators.id})`;

function matching(channelId: string, q: OperatorPageQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(operators.channelId, channelId)];
  if (!q.includeDeleted) conditions.push(isNull(operators.deletedAt));
  if (q.status) conditions.push(eq(operators.status, q.status === 'online'));
  if (q.departmentId) {
    conditions.push(sql`exists (select 1 from ${operatorDepartments}
      where ${operatorDepartments.operatorId} = ${operators.id} and ${operatorDepartments.departmentId} = ${q.departmentId})`);
  }
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(operators.name, pattern), ilike(users.login, pattern), ilike(users.email, pattern)));
  }
  return and(...conditions);
}

export async function pageOperators(orm: NodePgDatabase, channelId: string, q: OperatorPageQuery) {
  const where = matching(channelId, q);
  const direction = q.order === 'desc' ? desc : asc;
  const primary = q.sort === 'createdAt' ? direction(operators.createdAt) : direction(sql`lower(${operators.name})`);
  const [rows, [total]] = await Promise.all([
    orm
      .select({ operator: operators, login: users.login, email: users.email, blocked: users.blocked, openAttendances, walletCount })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId))
      .where(where)
      .orderBy(primary, asc(operators.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    orm
      .select({ n: sql<number>`count(*)::int` })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId))
      .where(where),
  ]);
  const depts = await departmentsOf(orm, rows.map((r) => r.operator.id));
  return {
    rows: rows.map((r) => ({ ...r, departments: depts.get(r.operator.id) ?? [] })),
    total: total?.n ?? 0,
  };
}

/** The departments (id and name) of each operator listed. */
export async function departmentsOf(orm: NodePgDatabase, operatorIds: string[]) {
  const byOperator = new Map<string, { id: string; name: string }[]>();
  if (operatorIds.length === 0) return byOperator;
  const rows = await orm
    .select({ operatorId: operatorDepartments.operatorId, id: departments.id, name: departments.name })
    .from(operatorDepartments)
    .innerJoin(departments, eq(departments.id, operatorDepartments.departmentId))
    .where(inArray(operatorDepartments.operatorId, operatorIds))
    .orderBy(asc(sql`lower(${departments.name})`));
  for (const r of rows) byOperator.set(r.operatorId, [...(byOperator.get(r.operatorId) ?? []), { id: r.id, name: r.name }]);
  return byOperator;
}

/** The channel's operators online now (not deleted). */
export async function onlineOperators(orm: NodePgDatabase, channelId: string) {
  const rows = await orm
    .select({ operator: operators, login: users.login, email: users.email })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(eq(operators.channelId, channelId), eq(operators.status, true), isNull(operators.deletedAt)))
    .orderBy(asc(sql`lower(${operators.name})`));
  const depts = await departmentsOf(orm, rows.map((r) => r.operator.id));
  return rows.map((r) => ({ ...r, departmentIds: (depts.get(r.operator.id) ?? []).map((d) => d.id) }));
}

/** An operator of the channel, soft-deleted ones included (a deleted operator's wallet can still move). */
export async function findOperatorIncludingDeleted(orm: NodePgDatabase, channelId: string, id: string) {
  const [row] = await orm
    .select({ id: operators.id, name: operators.name, deletedAt: operators.deletedAt })
    .from(operators)
    .where(and(eq(operators.id, id), eq(operators.channelId, channelId)))
    .limit(1);
  return row;
}

export async function countWallet(orm: NodePgDatabase, channelId: string, operatorId: string): Promise<number> {
  const [row] = await orm
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(and(eq(contacts.channelId, channelId), eq(contacts.responsibleOperatorId, operatorId)));
  return row?.n ?? 0;
}

/** One UPDATE: every contact of `from`'s wallet gets `to` as responsible. Returns how many moved. */
export async function moveWallet(orm: NodePgDatabase, channelId: string, from: string, to: string): Promise<number> {
  const res = await orm.execute(sql`
    update ${contacts} set responsible_operator_id = ${to}, updated_at = now()
     where channel_id = ${channelId} and responsible_operator_id = ${from}`);
  return res.rowCount ?? 0;
}
