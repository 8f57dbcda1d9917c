// The only place that reads and writes report_exports: a background export's row, from queued to
// done or failed. Every update of a run checks the status it expects, so a run that lost its job (a
// retry took over, the cleanup removed the row) learns it and stops instead of writing over another.
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ReportFormat, ReportName } from '@atende/contract';
import { reportExports } from '../../../schema/index.js';

export type ReportExportRow = typeof reportExports.$inferSelect;

export async function insertReportExport(
  tx: NodePgDatabase,
  input: { channelId: string; userId: string | null; report: ReportName; format: ReportFormat; request: string; total: number; fileName: string },
): Promise<ReportExportRow> {
  const [row] = await tx.insert(reportExports).values({ ...input, status: 'queued' }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findReportExport(orm: NodePgDatabase, channelId: string, id: string): Promise<ReportExportRow | undefined> {
  const [row] = await orm.select().from(reportExports).where(and(eq(reportExports.channelId, channelId), eq(reportExports.id, id))).limit(1);
  return row;
}

export async function findReportExportById(orm: NodePgDatabase, id: string): Promise<ReportExportRow | undefined> {
  const [row] = await orm.select().from(reportExports).where(eq(reportExports.id, id)).limit(1);
  return row;
}

/** queued (or running, when a retry takes over) → running from the first row again; undefined when it ended. */
export async function startReportExportRun(orm: NodePgDatabase, id: string, total: number): Promise<ReportExportRow | undefined> {
  const [row] = await orm
    .update(reportExports)
    .set({ status: 'running', rows: 0, total, error: null, storageKey: null })
    .where(and(eq(reportExports.id, id), inArray(reportExports.status, ['queued', 'running'])))
    .returning();
  return row;
}

/** Rows written so far; undefined when the export is no longer running (another run finished it, or it was removed). */
export async function recordReportExportProgress(orm: NodePgDatabase, id: string, rows: number): Promise<ReportExportRow | undefined> {
  const [row] = await orm
    .update(reportExports)
    .set({ rows })
    .where(and(eq(reportExports.id, id), eq(reportExports.status, 'running')))
    .returning();
  return row;
}

export async function finishReportExport(orm: NodePgDatabase, id: string, done: { rows: number; storageKey: string; at: Date }): Promise<ReportExportRow | undefined> {
  const [row] = await orm
    .update(reportExports)
    .set({ status: 'done', rows: done.rows, storageKey: done.storageKey, finishedAt: done.at, error: null })
    .where(and(eq(reportExports.id, id), eq(reportExports.status, 'running')))
    .returning();
  return row;
}

export async function failReportExport(orm: NodePgDatabase, id: string, error: string, at: Date): Promise<ReportExportRow | undefined> {
  const [row] = await orm
    .update(reportExports)
    .set({ status: 'failed', error, finishedAt: at, storageKey: null })
    .where(and(eq(reportExports.id, id), inArray(reportExports.status, ['queued', 'running'])))
    .returning();
  return row;
}

/** Fails the exports still queued or running that were asked for before `before` (their job gave up without saying so: killed on every attempt). */
export async function failStaleReportExports(orm: NodePgDatabase, before: Date, error: string, at: Date): Promise<ReportExportRow[]> {
  return orm
    .update(reportExports)
    .set({ status: 'failed', error, finishedAt: at })
    .where(and(inArray(reportExports.status, ['queued', 'running']), lt(reportExports.createdAt, before)))
    .returning();
}

/** Removes the exports created before `before` and answers their files' keys (to delete them). */
export async function deleteReportExportsBefore(orm: NodePgDatabase, before: Date): Promise<Array<{ id: string; storageKey: string | null }>> {
  return orm.delete(reportExports).where(lt(reportExports.createdAt, before)).returning({ id: reportExports.id, storageKey: reportExports.storageKey });
}
