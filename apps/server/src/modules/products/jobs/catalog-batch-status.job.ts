// Meta processes an items_batch on its own after answering its handles. Job `catalog.batch-status`
// asks check_batch_request_status how one batch (catalog_sync_batches) is going: a delayed job per
// check, never a sleep inside a job, with the checks spaced out (5 s, 30 s, 2 min, 10 min, 30 min, 1 h,
// 2 h) and then given up with a pt-BR error. When Meta says the batch ended, the items it refused get
// Meta's message (catalog_sync_item_states, listed on /catalogConfig) unless a newer batch carried them
// since. The job carries the number of checks already made, so a duplicate of an older job does nothing.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppContext } from '../../../platform/context.js';
import type { Queue, QueueDefinition } from '../../../platform/queue/queue.js';
import { ProviderError, type CatalogBatchStatus, type CatalogManager } from '../../../providers/provider.port.js';
import { batchEndedMessage, batchGaveUpMessage, batchStatusFailureMessage, unlistedRejectionsMessage } from '../catalog-sync/catalog-sync-errors.js';
import { closeBatch, findBatch, scheduleNextCheck, type SyncBatch } from '../catalog-sync/catalog-sync-batches.repository.js';
import { saveSyncStatus } from '../catalog-sync/catalog-sync.repository.js';
import { openCatalog } from '../catalog-sync/catalog-target.js';

export const CATALOG_BATCH_STATUS_QUEUE = 'catalog.batch-status';
/** `check`: how many checks of the batch were made before this one. */
export type CatalogBatchStatusJob = { channelId: string; batchId: string; check: number };
// Failures of our own (the database) retry a little; Meta's answers never make the job fail. One
// waiting check per batch ('short' keyed by the batch): a re-enqueued check never doubles the polling.
export const catalogBatchStatusQueue: QueueDefinition = {
  name: CATALOG_BATCH_STATUS_QUEUE,
  policy: 'short',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** When each check runs, after the batch was sent (the first) or after the check before it. */
export const BATCH_CHECK_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000] as const;

/** Enqueues the check number `check` of a batch (inside the transaction that recorded it, if any). */
export async function enqueueBatchCheck(queue: Queue, tx: NodePgDatabase | undefined, job: CatalogBatchStatusJob, at: Date): Promise<void> {
  await queue.send(CATALOG_BATCH_STATUS_QUEUE, job, { ...(tx ? { tx } : {}), startAfter: at, singletonKey: job.batchId });
}

type Outcome = { done: true; statuses: CatalogBatchStatus[] } | { done: false } | { failed: string };

async function askMeta(catalog: CatalogManager, batch: SyncBatch): Promise<Outcome> {
  const statuses: CatalogBatchStatus[] = [];
  try {
    for (const handle of batch.handles) statuses.push(await catalog.batchStatus(batch.catalogId, handle));
  } catch (err) {
    // Meta busy or down: one more check later. Anything else (token, permission) will not get better.
    if (err instanceof ProviderError && err.retryable) return { done: false };
    return { failed: batchStatusFailureMessage(err, batch.catalogId) };
  }
  return statuses.every((s) => s.done) ? { done: true, statuses } : { done: false };
}

/** What the channel's status says of an ended batch, besides its items' refusals (null: nothing). */
function endedError(batch: SyncBatch, statuses: CatalogBatchStatus[]): string | null {
  const bad = statuses.find((s) => s.status !== 'finished');
  if (bad) return batchEndedMessage(batch.itemCount, bad.status, statuses.flatMap((s) => s.batchErrors));
  const listed = statuses.reduce((n, s) => n + s.rejected.length, 0);
  const total = statuses.reduce((n, s) => n + s.rejectedTotal, 0);
  return total > listed ? unlistedRejectionsMessage(listed, total) : null;
}

export function catalogBatchStatusJob(ctx: AppContext, queue: Queue, clock: () => Date = () => new Date()) {
  const orm = ctx.db.orm;

  return async (job: CatalogBatchStatusJob): Promise<void> => {
    const { channelId, batchId } = job;
    const batch = await findBatch(orm, channelId, batchId);
    if (!batch || batch.checks !== job.check) return;
    const open = await openCatalog(ctx, channelId);
    // The sync was turned off (or the channel left Cloud): nothing more to learn or to show.
    if (!open?.catalog) return orm.transaction((tx) => closeBatch(tx, channelId, batchId, []));
    const outcome = await askMeta(open.catalog, batch);
    const now = clock();

    if ('failed' in outcome || !outcome.done) {
      const checks = batch.checks + 1;
      const giveUp = 'failed' in outcome ? outcome.failed : checks >= BATCH_CHECK_DELAYS_MS.length ? batchGaveUpMessage(batch.itemCount, checks) : null;
      await orm.transaction(async (tx) => {
        if (giveUp) {
          await closeBatch(tx, channelId, batchId, []);
          await saveSyncStatus(tx, channelId, { lastError: giveUp, lastErrorAt: now });
          return;
        }
        const at = new Date(now.getTime() + (BATCH_CHECK_DELAYS_MS[checks] ?? 0));
        await scheduleNextCheck(tx, batchId, checks, at);
        await enqueueBatchCheck(queue, tx, { channelId, batchId, check: checks }, at);
      });
      return;
    }

    const rejected = outcome.statuses.flatMap((s) => s.rejected);
    const error = endedError(batch, outcome.statuses);
    await orm.transaction(async (tx) => {
      await closeBatch(tx, channelId, batchId, rejected);
      if (error) await saveSyncStatus(tx, channelId, { lastError: error, lastErrorAt: now });
    });
    if (rejected.length > 0) console.warn(`[catalog-sync] channel ${channelId}: Meta refused ${rejected.length} item(s) of a batch of ${batch.itemCount}`);
  };
}
