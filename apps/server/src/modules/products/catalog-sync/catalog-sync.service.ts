// The Meta catalog sync's entry points: product writes mark their SKUs in the outbox inside their own
// transaction (and enqueue the channel's job there, so a rolled-back change sends nothing); the owner
// starts a full sync; /catalogConfig reads the status. The job itself is jobs/catalog-sync.job.ts.
import type { CatalogSyncStatus } from '@atende/contract';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AppContext } from '../../../platform/context.js';
import type { Queue } from '../../../platform/queue/queue.js';
import { CATALOG_SYNC_QUEUE } from '../jobs/catalog-sync.job.js';
import { countProcessing, rejections } from './catalog-sync-batches.repository.js';
import { countPending, findSyncStatus, markAllChanged, markChanged, saveSyncStatus } from './catalog-sync.repository.js';

/** Changes of a channel within this long go to Meta in one batch. */
export const CATALOG_SYNC_DELAY_MS = 1000;
/** How many of the refused products /catalogConfig lists by name. */
export const LISTED_REJECTIONS = 20;

export function createCatalogSync(ctx: AppContext, queue: Queue | undefined) {
  const orm = ctx.db.orm;

  // Without a queue (tests that build the app without one) the outbox still records the change.
  async function enqueue(tx: NodePgDatabase, channelId: string, delayMs: number): Promise<void> {
    if (!queue) return;
    await queue.send(CATALOG_SYNC_QUEUE, { channelId }, { tx, singletonKey: channelId, startAfter: new Date(Date.now() + delayMs) });
  }

  /** Inside the product write's transaction: these SKUs (old and new) are behind at Meta. */
  async function changed(tx: NodePgDatabase, channelId: string, skus: readonly string[]): Promise<void> {
    if ((await markChanged(tx, channelId, skus)) > 0) await enqueue(tx, channelId, CATALOG_SYNC_DELAY_MS);
  }

  /** Every product of the channel goes to Meta again ("Sincronizar agora", the switch turned on). */
  async function fullSync(channelId: string): Promise<void> {
    await orm.transaction(async (tx) => {
      const total = await markAllChanged(tx, channelId);
      await saveSyncStatus(tx, channelId, { fullSyncTotal: total, restartFullSync: true, fullSyncStartedAt: new Date(), fullSyncFinishedAt: null, fullSyncRemoved: null });
      await enqueue(tx, channelId, 0);
    });
  }

  async function status(channelId: string): Promise<CatalogSyncStatus> {
    const [row, pending, processing, rejected] = await Promise.all([
      findSyncStatus(orm, channelId),
      countPending(orm, channelId),
      countProcessing(orm, channelId),
      rejections(orm, channelId, LISTED_REJECTIONS),
    ]);
    return {
      lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
      lastSentCount: row?.lastSentCount ?? 0,
      totalSentCount: row?.totalSentCount ?? 0,
      pending,
      lastError: row?.lastError ?? null,
      lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
      fullSync: row?.fullSyncStartedAt
        ? {
            total: row.fullSyncTotal,
            sent: row.fullSyncSent,
            removed: row.fullSyncRemoved,
            startedAt: row.fullSyncStartedAt.toISOString(),
            finishedAt: row.fullSyncFinishedAt?.toISOString() ?? null,
          }
        : null,
      processing,
      rejected,
    };
  }

  return { changed, fullSync, status };
}

export type CatalogSync = ReturnType<typeof createCatalogSync>;
