// Boards and their steps: the only place that reads and writes kanbans, kanban_departments and
// kanban_steps. Every query is scoped by the channel (steps carry it too).
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Kanban, KanbanStep, KanbanStepAction, KanbanStepOutcome } from '@atende/contract';
import { containsPattern, likeLiteral, outerColumn, uuidArray } from '../../platform/db/sql-helpers.js';
import { kanbanCards, kanbanDepartments, kanbans, kanbanSteps } from '../../schema/index.js';

export type KanbanRecord = typeof kanbans.$inferSelect & { departmentIds: string[] };
export type StepRecord = typeof kanbanSteps.$inferSelect;
export type StepValues = { name: string; color: string; outcome: KanbanStepOutcome; action: KanbanStepAction };

export const toKanbanView = (row: KanbanRecord): Kanban => ({
  _id: row.id,
  channelId: row.channelId,
  name: row.name,
  departmentIds: row.departmentIds,
  archived: row.archivedAt !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toStepView = (row: StepRecord): KanbanStep => ({
  _id: row.id,
  kanbanId: row.kanbanId,
  name: row.name,
  color: row.color,
  position: row.position,
  outcome: row.outcome,
  action: row.action,
});

/** The board's departments, sorted (a correlated subquery of the outer kanbans row). */
const boardId = outerColumn('kanbans', 'id');
const departmentIdsOf = sql<string[]>`coalesce((select array_agg(d.department_id::text order by d.department_id) from ${kanbanDepartments} d
  where d.kanban_id = ${boardId}), '{}'::text[])`;

const boardColumns = { row: kanbans, departmentIds: departmentIdsOf };
const withDepartments = (r: { row: typeof kanbans.$inferSelect; departmentIds: string[] }): KanbanRecord => ({ ...r.row, departmentIds: r.departmentIds });

export async function findKanban(orm: NodePgDatabase, channelId: string, id: string, lock = false): Promise<KanbanRecord | undefined> {
  const query = orm.select(boardColumns).from(kanbans).where(and(eq(kanbans.channelId, channelId), eq(kanbans.id, id)));
  // The board row locked: step changes of one board are serialized (positions, the 20-step limit).
  const [row] = lock ? await query.for('update', { of: kanbans }) : await query;
  return row ? withDepartments(row) : undefined;
}

export async function listSteps(orm: NodePgDatabase, kanbanId: string): Promise<StepRecord[]> {
  return orm.select().from(kanbanSteps).where(eq(kanbanSteps.kanbanId, kanbanId)).orderBy(asc(kanbanSteps.position), asc(kanbanSteps.createdAt));
}

export async function findStep(orm: NodePgDatabase, kanbanId: string, stepId: string): Promise<StepRecord | undefined> {
  const [row] = await orm.select().from(kanbanSteps).where(and(eq(kanbanSteps.kanbanId, kanbanId), eq(kanbanSteps.id, stepId)));
  return row;
}

export async function kanbanNameTaken(orm: NodePgDatabase, channelId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: kanbans.id })
    .from(kanbans)
    .where(and(eq(kanbans.channelId, channelId), sql`lower(${kanbans.name}) = ${name.toLowerCase()}`, exceptId ? sql`${kanbans.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

/** Lower-cased names of the channel's boards that start like `prefix` (the duplicate's free name). */
export async function kanbanNamesLike(orm: NodePgDatabase, channelId: string, prefix: string): Promise<Set<string>> {
  const rows = await orm
    .select({ name: kanbans.name })
    .from(kanbans)
    .where(and(eq(kanbans.channelId, channelId), ilike(kanbans.name, `${likeLiteral(prefix)}%`)));
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

export async function insertKanban(tx: NodePgDatabase, channelId: string, name: string): Promise<typeof kanbans.$inferSelect> {
  const [row] = await tx.insert(kanbans).values({ channelId, name }).returning();
  if (!row) throw new Error('kanban insert returned nothing');
  return row;
}

export async function updateKanban(tx: NodePgDatabase, id: string, values: { name?: string; archivedAt?: Date | null }): Promise<void> {
  await tx
    .update(kanbans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(kanbans.id, id));
}

export async function setKanbanDepartments(tx: NodePgDatabase, kanbanId: string, departmentIds: readonly string[]): Promise<void> {
  await tx.delete(kanbanDepartments).where(eq(kanbanDepartments.kanbanId, kanbanId));
  const unique = [...new Set(departmentIds)];
  if (unique.length > 0) await tx.insert(kanbanDepartments).values(unique.map((departmentId) => ({ kanbanId, departmentId })));
}

/** Steps appended from `position` on, in the order given. */
export async function insertSteps(tx: NodePgDatabase, kanban: { id: string; channelId: string }, steps: readonly StepValues[], position: number): Promise<StepRecord[]> {
  if (steps.length === 0) return [];
  return tx
    .insert(kanbanSteps)
    .values(steps.map((s, i) => ({ kanbanId: kanban.id, channelId: kanban.channelId, position: position + i, ...s })))
    .returning();
}

export async function updateStep(tx: NodePgDatabase, stepId: string, values: Partial<StepValues>): Promise<StepRecord> {
  const [row] = await tx.update(kanbanSteps).set(values).where(eq(kanbanSteps.id, stepId)).returning();
  if (!row) throw new Error('kanban step vanished');
  return row;
}

export async function deleteStep(tx: NodePgDatabase, stepId: string): Promise<void> {
  await tx.delete(kanbanSteps).where(eq(kanbanSteps.id, stepId));
}

/** Positions 0..n-1 in the order of `stepIds` (every step of the board). */
export async function setStepPositions(tx: NodePgDatabase, kanbanId: string, stepIds: readonly string[]): Promise<void> {
  const order = JSON.stringify(stepIds.map((id, position) => ({ id, position })));
  await tx.execute(sql`
    update ${kanbanSteps} s set position = v.position
      from jsonb_to_recordset(${order}::jsonb) as v(id uuid, position int)
     where s.id = v.id and s.kanban_id = ${kanbanId}`);
}

export async function stepHasCards(tx: NodePgDatabase, stepId: string): Promise<boolean> {
  const [row] = await tx.select({ id: kanbanCards.id }).from(kanbanCards).where(eq(kanbanCards.stepId, stepId)).limit(1);
  return !!row;
}

/** Cards first: a step refuses to go while a card points at it, even inside the board's cascade. */
export async function deleteKanban(tx: NodePgDatabase, id: string): Promise<void> {
  await tx.delete(kanbanCards).where(eq(kanbanCards.kanbanId, id));
  await tx.delete(kanbans).where(eq(kanbans.id, id));
}

export type KanbanPageQuery = { page: number; perPage: number; search?: string | undefined; sort: 'name' | 'createdAt'; order: 'asc' | 'desc'; archived: boolean };

/** A page of the channel's boards (archived or not), each with its steps and cards counted. */
export async function pageKanbans(orm: NodePgDatabase, channelId: string, q: KanbanPageQuery) {
  const where = and(
    eq(kanbans.channelId, channelId),
    q.archived ? isNotNull(kanbans.archivedAt) : isNull(kanbans.archivedAt),
    q.search ? ilike(kanbans.name, containsPattern(q.search)) : undefined,
  );
  const direction = q.order === 'desc' ? desc : asc;
  const primary = q.sort === 'createdAt' ? direction(kanbans.createdAt) : direction(sql`lower(${kanbans.name})`);
  const stepsCount = sql<number>`(select count(*)::int from ${kanbanSteps} s where s.kanban_id = ${boardId})`;
  // Through kanban_cards_kanban_contact_key (kanban_id leads it).
  const cardsCount = sql<number>`(select count(*)::int from ${kanbanCards} c where c.kanban_id = ${boardId})`;
  const [rows, [total]] = await Promise.all([
    orm
      .select({ ...boardColumns, stepsCount, cardsCount })
      .from(kanbans)
      .where(where)
      .orderBy(primary, asc(kanbans.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(kanbans).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...toKanbanView(withDepartments(r)), stepsCount: r.stepsCount, cardsCount: r.cardsCount })), total: total?.n ?? 0 };
}

/**
 * The boards an operator of these departments may use from the panel (every board with steps for
 * the owner and managers: `departmentIds` null): unarchived, and open to all or to one of theirs.
 */
export async function availableKanbans(orm: NodePgDatabase, channelId: string, departmentIds: readonly string[] | null): Promise<KanbanRecord[]> {
  const reach =
    departmentIds === null
      ? undefined
      : sql`(not exists (select 1 from ${kanbanDepartments} d where d.kanban_id = ${boardId})
          or exists (select 1 from ${kanbanDepartments} d where d.kanban_id = ${boardId} and d.department_id = any(${uuidArray(departmentIds)}::uuid[])))`;
  const rows = await orm
    .select(boardColumns)
    .from(kanbans)
    .where(and(eq(kanbans.channelId, channelId), isNull(kanbans.archivedAt), sql`exists (select 1 from ${kanbanSteps} s where s.kanban_id = ${boardId})`, reach))
    .orderBy(asc(sql`lower(${kanbans.name})`), asc(kanbans.id));
  return rows.map(withDepartments);
}

/** The steps of several boards, in board order. */
export async function stepsOfKanbans(orm: NodePgDatabase, kanbanIds: readonly string[]): Promise<Map<string, StepRecord[]>> {
  const out = new Map<string, StepRecord[]>();
  if (kanbanIds.length === 0) return out;
  const rows = await orm.select().from(kanbanSteps).where(inArray(kanbanSteps.kanbanId, [...kanbanIds])).orderBy(asc(kanbanSteps.position), asc(kanbanSteps.createdAt));
  for (const row of rows) out.set(row.kanbanId, [...(out.get(row.kanbanId) ?? []), row]);
  return out;
}
