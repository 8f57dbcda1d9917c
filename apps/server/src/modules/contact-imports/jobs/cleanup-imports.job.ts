// Uploaded contact files are kept only while they are needed: a file whose import ended (done,
// failed, cancelled) an hour ago is deleted (its error rows stay for the report), and an upload
// nobody started within a day is deleted with its import. An hourly pg-boss cron, like the end of
// the working day: the schedule lives in the database, so many instances still run it once an hour.
import type { AppContext } from '../../../platform/context.js';
import type { Queue, QueueDefinition } from '../../../platform/queue/queue.js';
import type { MediaStorage } from '../../../platform/storage/index.js';
import { clearImportFile, deleteUnstartedImports, endedImportFiles } from '../contact-imports.repository.js';

export const IMPORT_CLEANUP_QUEUE = 'contact-import.cleanup';
export const IMPORT_CLEANUP_CRON = '17 * * * *';
export const importCleanupQueue: QueueDefinition = { name: IMPORT_CLEANUP_QUEUE, retryLimit: 1, retryDelay: 60, expireInSeconds: 600 };

const HOUR = 3_600_000;
export const FINISHED_FILE_KEPT_MS = HOUR;
export const UNSTARTED_UPLOAD_KEPT_MS = 24 * HOUR;

/** Deletes the files (and the unstarted uploads) that are no longer needed at `now`; returns how many of each. */
export async function cleanupImportFiles(ctx: AppContext, storage: MediaStorage, now: Date): Promise<{ finished: number; unstarted: number }> {
  const orm = ctx.db.orm;
  const finished = await endedImportFiles(orm, new Date(now.getTime() - FINISHED_FILE_KEPT_MS));
  for (const row of finished) {
    await storage.delete(row.fileKey);
    await clearImportFile(orm, row.id);
  }
  const unstarted = await deleteUnstartedImports(orm, new Date(now.getTime() - UNSTARTED_UPLOAD_KEPT_MS));
  for (const row of unstarted) if (row.fileKey) await storage.delete(row.fileKey);
  return { finished: finished.length, unstarted: unstarted.length };
}

export async function scheduleImportCleanup(ctx: AppContext, queue: Queue, storage: MediaStorage, clock: () => Date = () => new Date()): Promise<void> {
  await queue.work(IMPORT_CLEANUP_QUEUE, async () => {
    await cleanupImportFiles(ctx, storage, clock());
  });
  await queue.boss.schedule(IMPORT_CLEANUP_QUEUE, IMPORT_CLEANUP_CRON, {}, { tz: 'UTC' });
}
