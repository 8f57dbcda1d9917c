// Export files are kept a day: an hourly pg-boss cron (the schedule lives in the database, so several
// instances still run it once an hour) removes the exports created more than 24 hours ago, their rows
// and their files. A link to one of them then answers report_export_not_found. It also fails the
// exports still queued or running past their job's time limit: a worker killed on every attempt never
// got to say so, and the export menu would wait forever.
import type { AppContext } from '../../../../platform/context.js';
import type { Queue, QueueDefinition } from '../../../../platform/queue/queue.js';
import type { MediaStorage } from '../../../../platform/storage/index.js';
import { deleteReportExportsBefore, failStaleReportExports } from '../report-exports.repository.js';
import { REPORT_EXPORT_GIVE_UP_MS } from './run-report-export.job.js';

export const REPORT_EXPORT_CLEANUP_QUEUE = 'report.export.cleanup';
const REPORT_EXPORT_CLEANUP_CRON = '41 * * * *';
export const reportExportCleanupQueue: QueueDefinition = { name: REPORT_EXPORT_CLEANUP_QUEUE, retryLimit: 1, retryDelay: 60, expireInSeconds: 600 };

export const REPORT_EXPORT_KEPT_MS = 24 * 3_600_000;
const INTERRUPTED = 'A exportação foi interrompida. Tente exportar novamente.';

/** Fails the exports stuck past their job's limit, then removes those older than a day with their files; answers how many of each. */
export async function cleanupReportExports(ctx: AppContext, storage: MediaStorage, now: Date): Promise<{ failed: number; removed: number }> {
  const failed = await failStaleReportExports(ctx.db.orm, new Date(now.getTime() - REPORT_EXPORT_GIVE_UP_MS), INTERRUPTED, now);
  const removed = await deleteReportExportsBefore(ctx.db.orm, new Date(now.getTime() - REPORT_EXPORT_KEPT_MS));
  for (const row of removed) if (row.storageKey) await storage.delete(row.storageKey);
  return { failed: failed.length, removed: removed.length };
}

export async function scheduleReportExportCleanup(ctx: AppContext, queue: Queue, storage: MediaStorage, clock: () => Date = () => new Date()): Promise<void> {
  await queue.work(REPORT_EXPORT_CLEANUP_QUEUE, async () => {
    await cleanupReportExports(ctx, storage, clock());
  });
  await queue.boss.schedule(REPORT_EXPORT_CLEANUP_QUEUE, REPORT_EXPORT_CLEANUP_CRON, {}, { tz: 'UTC' });
}
