// The Meta catalog sync of one channel (job `catalog.sync`, one waiting and one running per channel:
// pg-boss policy 'stately' keyed by the channel, so a channel's batches never overlap and changes made
// while a job waits ride along with it). Reads the channel's outbox oldest first, up to
// CATALOG_SYNC_BATCH_SIZE items per items_batch call, each item's CURRENT state (the product's UPDATE,
// or a DELETE when the SKU is gone or hidden), and removes what Meta took unless it changed meanwhile.
// Meta 5xx, timeouts and rate limits (429, 80014) throw: pg-boss retries with backoff. Any other
// refusal (4xx) is recorded in pt-BR in the status and the job ends: no retry loop; the items stay
// pending for the next change or "Sincronizar agora". Each batch Meta takes is recorded with its
// handles and polled later by `catalog.batch-status` (Meta processes it on its own). A full sync first
// lists the Meta catalog and marks the items only Meta has, whose DELETEs then go like any other item.
import type { AppContext } from '../../../platform/context.js';
import type { JobAttempt, Queue, QueueDefinition } from '../../../platform/queue/queue.js';
import { ProviderError, type CatalogManager } from '../../../providers/provider.port.js';
import { longLivedMediaUrl } from '../../media/index.js';
import { requestFor, type CatalogItemContext } from '../catalog-sync/catalog-item.mapper.js';
import { itemsOnlyAtMeta } from '../catalog-sync/catalog-orphans.js';
import { recordSentBatch } from '../catalog-sync/catalog-sync-batches.repository.js';
import { batchFailureMessage, listFailureMessage, rejectionMessage } from '../catalog-sync/catalog-sync-errors.js';
import { clearAllPending, clearSent, findSyncStatus, markPending, pendingBatch, productsBySku, saveSyncStatus } from '../catalog-sync/catalog-sync.repository.js';
import { openCatalog, type SyncTarget } from '../catalog-sync/catalog-target.js';
import { BATCH_CHECK_DELAYS_MS, enqueueBatchCheck } from './catalog-batch-status.job.js';

export const CATALOG_SYNC_QUEUE = 'catalog.sync';
export type CatalogSyncJob = { channelId: string };
export const catalogSyncQueue: QueueDefinition = {
  name: CATALOG_SYNC_QUEUE,
  policy: 'stately',
  retryLimit: 8,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 900,
};

export const NO_PUBLIC_URL = 'As fotos dos produtos não foram enviadas: configure PUBLIC_URL com o endereço público (https) do Atende, de onde a Meta baixa as imagens.';

export function catalogSyncJob(ctx: AppContext, queue: Queue) {
  const orm = ctx.db.orm;
  const publicUrl = ctx.config.publicUrl?.startsWith('https://') ? ctx.config.publicUrl : undefined;

  const contextOf = (target: SyncTarget): CatalogItemContext => ({
    brand: target.name,
    link: `https://wa.me/${target.channelNumber.replace(/\D/g, '')}`,
    imageUrl: (mediaId) => {
      const path = longLivedMediaUrl(mediaId);
      return publicUrl && path ? new URL(path, publicUrl).toString() : null;
    },
  });

  /**
   * A full sync under way that has not listed the Meta catalog yet marks the items only Meta has as
   * pending (the loop then sends their DELETEs) and counts them. Answers the error to show, if any.
   */
  async function removeItemsOnlyAtMeta(channelId: string, catalog: CatalogManager, catalogId: string, attempt: JobAttempt): Promise<string | null> {
    const status = await findSyncStatus(orm, channelId);
    if (!status?.fullSyncStartedAt || status.fullSyncFinishedAt || status.fullSyncRemoved !== null) return null;
    let missing: string[];
    try {
      missing = await itemsOnlyAtMeta(orm, catalog, catalogId, channelId);
    } catch (err) {
      const message = listFailureMessage(err, catalogId);
      if (err instanceof ProviderError && err.retryable && attempt.retryCount < attempt.retryLimit) {
        await saveSyncStatus(orm, channelId, { lastError: message, lastErrorAt: new Date() });
        throw err;
      }
      if (!(err instanceof ProviderError)) throw err;
      // The products still go; nothing is deleted at Meta this time.
      await saveSyncStatus(orm, channelId, { fullSyncRemoved: 0 });
      return message;
    }
    await orm.transaction(async (tx) => {
      await markPending(tx, channelId, missing);
      await saveSyncStatus(tx, channelId, { fullSyncRemoved: missing.length, addFullSyncTotal: missing.length });
    });
    return null;
  }

  return async (job: CatalogSyncJob, attempt: JobAttempt): Promise<void> => {
    const { channelId } = job;
    const open = await openCatalog(ctx, channelId);
    // Switched off meanwhile: nothing is sent, and turning it on again runs a full sync.
    if (!open) return clearAllPending(orm, channelId);
    const { target, catalogId, catalog } = open;
    if (!catalog) return saveSyncStatus(orm, channelId, { lastError: 'Este canal não tem catálogo da Meta para sincronizar.', lastErrorAt: new Date() });
    const context = contextOf(target);
    let sentThisRun = 0;
    let lastError: string | null = await removeItemsOnlyAtMeta(channelId, catalog, catalogId, attempt);
    let imagesLeftOut = false;

    for (;;) {
      const batch = await pendingBatch(orm, channelId, ctx.config.catalogSyncBatchSize);
      if (batch.length === 0) break;
      const current = await productsBySku(orm, channelId, batch.map((i) => i.retailerId));
      const requests = batch.map((i) => requestFor(i.retailerId, current.get(i.retailerId), context));
      if (!publicUrl) imagesLeftOut ||= [...current.values()].some((p) => !p.hide && p.imageIds.length > 0);
      let result;
      try {
        result = await catalog.itemsBatch(catalogId, requests);
      } catch (err) {
        const retry = err instanceof ProviderError && err.retryable && attempt.retryCount < attempt.retryLimit;
        await saveSyncStatus(orm, channelId, { lastError: batchFailureMessage(err, catalogId), lastErrorAt: new Date(), ...(sentThisRun > 0 ? { lastSyncAt: new Date(), lastSentCount: sentThisRun } : {}) });
        // Codes and status only: Meta's message may quote the request's data.
        console.warn(`[catalog-sync] channel ${channelId}: batch of ${requests.length} refused (${err instanceof ProviderError ? `${err.kind} ${err.httpStatus ?? ''} ${err.code ?? ''}` : 'internal'})${retry ? ', retrying' : ''}`);
        if (retry || !(err instanceof ProviderError)) throw err;
        return;
      }
      const accepted = batch.length - result.rejected.length;
      sentThisRun += accepted;
      lastError = rejectionMessage(result.rejected) ?? lastError;
      const firstCheckAt = new Date(Date.now() + BATCH_CHECK_DELAYS_MS[0]);
      // What Meta took, its handles to poll and the first check go in together: none without the others.
      await orm.transaction(async (tx) => {
        await clearSent(tx, channelId, batch);
        const retailerIds = batch.map((i) => i.retailerId);
        const batchId = await recordSentBatch(tx, channelId, { catalogId, handles: result.handles, retailerIds, rejected: result.rejected, firstCheckAt });
        if (batchId) await enqueueBatchCheck(queue, tx, { channelId, batchId, check: 0 }, firstCheckAt);
        await saveSyncStatus(tx, channelId, {
          lastSyncAt: new Date(),
          lastSentCount: sentThisRun,
          addSent: accepted,
          addFullSyncSent: batch.length,
          ...(result.handles[0] ? { lastHandle: result.handles[0] } : {}),
        });
      });
    }

    const status = await findSyncStatus(orm, channelId);
    const withoutImages = imagesLeftOut ? NO_PUBLIC_URL : null;
    const error = lastError ?? withoutImages;
    await saveSyncStatus(orm, channelId, {
      lastError: error,
      lastErrorAt: error ? new Date() : null,
      ...(status?.fullSyncStartedAt && !status.fullSyncFinishedAt ? { fullSyncFinishedAt: new Date() } : {}),
    });
  };
}
