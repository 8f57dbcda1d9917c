// The batches Meta took and is still processing (catalog_sync_batches) and the per-SKU sync state
// (catalog_sync_item_states: the last batch that carried an item, and Meta's refusal of it). The only
// place that reads and writes them; every query is scoped by the channel.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { catalogSyncBatches, catalogSyncItemStates } from '../../../schema/index.js';

export type SyncBatch = typeof catalogSyncBatches.$inferSelect;
export type Rejection = { retailerId: string; message: string };

/**
 * Records what one items_batch call carried: a batch row to poll when Meta answered handles (its id
 * returned), and each item's state (the refusal Meta already gave in the answer, or none yet). An item
 * sent again forgets its older refusal: the newer state is the one at Meta.
 */
export async function recordSentBatch(
  tx: NodePgDatabase,
  channelId: string,
  sent: { catalogId: string; handles: string[]; retailerIds: string[]; rejected: Rejection[]; firstCheckAt: Date },
): Promise<string | null> {
  let batchId: string | null = null;
  if (sent.handles.length > 0) {
    const [row] = await tx
      .insert(catalogSyncBatches)
      .values({ channelId, catalogId: sent.catalogId, handles: sent.handles, itemCount: sent.retailerIds.length, nextCheckAt: sent.firstCheckAt })
      .returning({ id: catalogSyncBatches.id });
    batchId = row?.id ?? null;
  }
  const refused = new Map(sent.rejected.map((r) => [r.retailerId, r.message]));
  const ids = [...new Set(sent.retailerIds)];
  if (ids.length === 0) return batchId;
  await tx
    .insert(catalogSyncItemStates)
    .values(ids.map((retailerId) => ({ channelId, retailerId, batchId, error: refused.get(retailerId) ?? null, errorAt: refused.has(retailerId) ? new Date() : null })))
    .onConflictDoUpdate({
      target: [catalogSyncItemStates.channelId, catalogSyncItemStates.retailerId],
      set: { batchId: sql`excluded.batch_id`, error: sql`excluded.error`, errorAt: sql`excluded.error_at` },
    });
  // Nothing left to learn about these items without a handle: keep only their refusals.
  if (!batchId) await tx.delete(catalogSyncItemStates).where(and(eq(catalogSyncItemStates.channelId, channelId), inArray(catalogSyncItemStates.retailerId, ids), isNull(catalogSyncItemStates.batchId), isNull(catalogSyncItemStates.error)));
  return batchId;
}

export async function findBatch(orm: NodePgDatabase, channelId: string, batchId: string): Promise<SyncBatch | undefined> {
  const [row] = await orm
    .select()
    .from(catalogSyncBatches)
    .where(and(eq(catalogSyncBatches.channelId, channelId), eq(catalogSyncBatches.id, batchId)))
    .limit(1);
  return row;
}

export async function scheduleNextCheck(tx: NodePgDatabase, batchId: string, checks: number, nextCheckAt: Date): Promise<void> {
  await tx.update(catalogSyncBatches).set({ checks, nextCheckAt }).where(eq(catalogSyncBatches.id, batchId));
}

/**
 * The batch ended at Meta: its refusals land on the items it still is the latest batch of (a newer
 * batch's state is never overwritten by an older answer), its other items need nothing more, and the
 * batch is forgotten. Also what giving up on a batch does, with no refusals.
 */
export async function closeBatch(tx: NodePgDatabase, channelId: string, batchId: string, rejected: readonly Rejection[]): Promise<void> {
  if (rejected.length > 0) {
    const rows = sql.join(
      rejected.map((r) => sql`(${r.retailerId}::text, ${r.message}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update catalog_sync_item_states s set error = r.message, error_at = now()
      from (values ${rows}) as r(retailer_id, message)
      where s.channel_id = ${channelId} and s.batch_id = ${batchId} and s.retailer_id = r.retailer_id`);
  }
  await tx.delete(catalogSyncItemStates).where(and(eq(catalogSyncItemStates.channelId, channelId), eq(catalogSyncItemStates.batchId, batchId), isNull(catalogSyncItemStates.error)));
  await tx.delete(catalogSyncBatches).where(and(eq(catalogSyncBatches.channelId, channelId), eq(catalogSyncBatches.id, batchId)));
}

export async function countProcessing(orm: NodePgDatabase, channelId: string): Promise<number> {
  const [row] = await orm.select({ n: count() }).from(catalogSyncBatches).where(eq(catalogSyncBatches.channelId, channelId));
  return row?.n ?? 0;
}

/** The items Meta refuses now: how many, and the latest `limit` of them with Meta's message. */
export async function rejections(orm: NodePgDatabase, channelId: string, limit: number) {
  const refused = and(eq(catalogSyncItemStates.channelId, channelId), isNotNull(catalogSyncItemStates.error));
  const [total, items] = await Promise.all([
    orm.select({ n: count() }).from(catalogSyncItemStates).where(refused),
    orm
      .select({ retailerId: catalogSyncItemStates.retailerId, message: catalogSyncItemStates.error, at: catalogSyncItemStates.errorAt })
      .from(catalogSyncItemStates)
      .where(refused)
      .orderBy(desc(catalogSyncItemStates.errorAt), asc(catalogSyncItemStates.retailerId))
      .limit(limit),
  ]);
  return { total: total[0]?.n ?? 0, items: items.map((i) => ({ retailerId: i.retailerId, message: i.message ?? '', at: i.at?.toISOString() ?? null })) };
}

/** Batches whose check is long overdue (its job was lost): the refresh cron enqueues them again. */
export async function overdueBatches(orm: NodePgDatabase, dueBefore: Date, limit: number): Promise<SyncBatch[]> {
  return orm.select().from(catalogSyncBatches).where(lt(catalogSyncBatches.nextCheckAt, dueBefore)).orderBy(asc(catalogSyncBatches.nextCheckAt)).limit(limit);
}
