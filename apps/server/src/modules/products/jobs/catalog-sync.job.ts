// The Meta catalog sync of one channel (job `catalog.sync`, one waiting and one running per channel:
// pg-boss policy 'stately' keyed by the channel, so a channel's batches never overlap and changes made
// while a job waits ride along with it). Reads the channel's outbox oldest first, up to
// CATALOG_SYNC_BATCH_SIZE items per items_batch call, each item's CURRENT state (the product's UPDATE,
// or a DELETE when the SKU is gone or hidden), and removes what Meta took unless it changed meanwhile.
// Meta 5xx, timeouts and rate limits (429, 80014) throw: pg-boss retries with backoff. Any other
// refusal (4xx) is recorded in pt-BR in the status and the job ends: no retry loop; the items stay
// pending for the next change or "Sincronizar agora".
import type { AppContext } from '../../../platform/context.js';
import type { JobAttempt, QueueDefinition } from '../../../platform/queue/queue.js';
import { ProviderError } from '../../../providers/provider.port.js';
import { openChannelProvider } from '../../channels/index.js';
import { longLivedMediaUrl } from '../../media/index.js';
import { requestFor, type CatalogItemContext } from '../catalog-sync/catalog-item.mapper.js';
import { batchFailureMessage, rejectionMessage } from '../catalog-sync/catalog-sync-errors.js';
import { clearAllPending, clearSent, findSyncStatus, pendingBatch, productsBySku, saveSyncStatus, syncTarget } from '../catalog-sync/catalog-sync.repository.js';

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

type Target = NonNullable<Awaited<ReturnType<typeof syncTarget>>>;

/** Sync is on for a live Cloud channel with the products module, the catalogue and a Meta catalog. */
function activeCatalog(target: Target | undefined): string | null {
  if (!target || target.deletedAt || target.apiType !== 'cloud' || target.modules?.products !== true) return null;
  const config = target.config;
  return config?.enabled && config.syncToMeta && config.metaCatalogId ? config.metaCatalogId : null;
}

export function catalogSyncJob(ctx: AppContext) {
  const orm = ctx.db.orm;
  const publicUrl = ctx.config.publicUrl?.startsWith('https://') ? ctx.config.publicUrl : undefined;

  const contextOf = (target: Target): CatalogItemContext => ({
    brand: target.name,
    link: `https://wa.me/${target.channelNumber.replace(/\D/g, '')}`,
    imageUrl: (mediaId) => {
      const path = longLivedMediaUrl(mediaId);
      return publicUrl && path ? new URL(path, publicUrl).toString() : null;
    },
  });

  return async (job: CatalogSyncJob, attempt: JobAttempt): Promise<void> => {
    const { channelId } = job;
    const target = await syncTarget(orm, channelId);
    const catalogId = activeCatalog(target);
    // Switched off meanwhile: nothing is sent, and turning it on again runs a full sync.
    if (!target || !catalogId) return clearAllPending(orm, channelId);
    const catalog = openChannelProvider(ctx, target).catalog;
    if (!catalog) return saveSyncStatus(orm, channelId, { lastError: 'Este canal não tem catálogo da Meta para sincronizar.', lastErrorAt: new Date() });
    const context = contextOf(target);
    let sentThisRun = 0;
    let lastError: string | null = null;
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
      await clearSent(orm, channelId, batch);
      const accepted = batch.length - result.rejected.length;
      sentThisRun += accepted;
      lastError = rejectionMessage(result.rejected) ?? lastError;
      await saveSyncStatus(orm, channelId, {
        lastSyncAt: new Date(),
        lastSentCount: sentThisRun,
        addSent: accepted,
        addFullSyncSent: batch.length,
        ...(result.handles[0] ? { lastHandle: result.handles[0] } : {}),
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
