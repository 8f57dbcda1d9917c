// The picture links a sync sends Meta last 330 to 360 days (media-links.ts, longLivedUrl), and Meta
// fetches them again now and then. A daily pg-boss cron (`catalog.refresh`; the schedule lives in the
// database, so many workers still run it once) starts a full sync of every channel with the sync on
// whose last full sync started more than CATALOG_REFRESH_AFTER_DAYS ago, so every item gets fresh
// links a month before the old ones expire. It also re-enqueues the status check of a batch whose
// check job was lost (overdue by an hour), so no handle stays pending forever.
import type { AppContext } from '../../../platform/context.js';
import type { Queue, QueueDefinition } from '../../../platform/queue/queue.js';
import type { CatalogSync } from '../catalog-sync/catalog-sync.service.js';
import { overdueBatches } from '../catalog-sync/catalog-sync-batches.repository.js';
import { staleSyncChannels } from '../catalog-sync/catalog-sync.repository.js';
import { enqueueBatchCheck } from './catalog-batch-status.job.js';

export const CATALOG_REFRESH_QUEUE = 'catalog.refresh';
export const CATALOG_REFRESH_CRON = '23 4 * * *';
export const catalogRefreshQueue: QueueDefinition = { name: CATALOG_REFRESH_QUEUE, retryLimit: 2, retryDelay: 600, expireInSeconds: 900 };

const DAY_MS = 24 * 3600 * 1000;
/** Links last at least 330 days: a full sync after 300 leaves a month to spare (and a missed day or two). */
export const CATALOG_REFRESH_AFTER_DAYS = 300;
/** Full syncs started per run; the rest wait for the next day (a full sync sends every product). */
export const CATALOG_REFRESH_PER_RUN = 100;
const OVERDUE_MS = 3600 * 1000;

/** Starts the full syncs that are due at `now`; answers the channels refreshed and the checks re-enqueued. */
export async function refreshStaleCatalogs(ctx: AppContext, queue: Queue, sync: CatalogSync, now: Date): Promise<{ channels: string[]; checks: number }> {
  const channels = await staleSyncChannels(ctx.db.orm, new Date(now.getTime() - CATALOG_REFRESH_AFTER_DAYS * DAY_MS), CATALOG_REFRESH_PER_RUN);
  for (const channelId of channels) await sync.fullSync(channelId);
  const lost = await overdueBatches(ctx.db.orm, new Date(now.getTime() - OVERDUE_MS), 1000);
  for (const batch of lost) await enqueueBatchCheck(queue, undefined, { channelId: batch.channelId, batchId: batch.id, check: batch.checks }, now);
  if (channels.length > 0) console.info(`[catalog-sync] refreshing the Meta catalog of ${channels.length} channel(s) (last full sync over ${CATALOG_REFRESH_AFTER_DAYS} days ago)`);
  return { channels, checks: lost.length };
}

export async function scheduleCatalogRefresh(ctx: AppContext, queue: Queue, sync: CatalogSync, clock: () => Date = () => new Date()): Promise<void> {
  await queue.work(CATALOG_REFRESH_QUEUE, async () => {
    await refreshStaleCatalogs(ctx, queue, sync, clock());
  });
  await queue.boss.schedule(CATALOG_REFRESH_QUEUE, CATALOG_REFRESH_CRON, {}, { tz: 'UTC' });
}
