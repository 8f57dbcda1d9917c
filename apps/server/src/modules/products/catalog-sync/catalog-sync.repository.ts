// The only place that reads and writes the Meta catalog sync's outbox (catalog_sync_items) and status
// (catalog_sync_status), plus what the sync job reads of the channel and its products. Every query is
// scoped by the channel the job or the route names.
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { catalogConfigs, catalogSyncItems, catalogSyncStatus, channelConfigs, channels, productImages, products } from '../../../schema/index.js';
import { textArray } from '../../../platform/db/sql-helpers.js';
import type { SyncProduct } from './catalog-item.mapper.js';

export type PendingItem = { retailerId: string; version: number };
export type SyncStatusRecord = typeof catalogSyncStatus.$inferSelect;

/** The channel's sync is on: catalogue enabled by the admin, a Meta catalog named, the switch on. */
const syncOn = (channelId: string) =>
  and(eq(catalogConfigs.channelId, channelId), eq(catalogConfigs.enabled, true), eq(catalogConfigs.syncToMeta, true), isNotNull(catalogConfigs.metaCatalogId));

async function syncIsOn(orm: NodePgDatabase, channelId: string): Promise<boolean> {
  const [row] = await orm.select({ id: catalogConfigs.channelId }).from(catalogConfigs).where(syncOn(channelId)).limit(1);
  return !!row;
}

/**
 * Marks these retailer ids of the channel as behind at Meta (a new row, or the existing one's version
 * moved), only while the channel's sync is on. Answers how many were marked (0: nothing to send).
 */
export async function markChanged(tx: NodePgDatabase, channelId: string, retailerIds: readonly string[]): Promise<number> {
  const unique = [...new Set(retailerIds)];
  if (unique.length === 0 || !(await syncIsOn(tx, channelId))) return 0;
  await tx
    .insert(catalogSyncItems)
    .values(unique.map((retailerId) => ({ channelId, retailerId })))
    .onConflictDoUpdate({
      target: [catalogSyncItems.channelId, catalogSyncItems.retailerId],
      set: { version: sql`${catalogSyncItems.version} + 1`, changedAt: sql`now()` },
    });
  return unique.length;
}

/** Marks every product of the channel (a full sync); answers how many are pending now. */
export async function markAllChanged(tx: NodePgDatabase, channelId: string): Promise<number> {
  await tx.execute(sql`
    insert into catalog_sync_items (channel_id, retailer_id)
    select channel_id, sku_id from products where channel_id = ${channelId}
    on conflict (channel_id, retailer_id) do update set version = catalog_sync_items.version + 1, changed_at = now()`);
  return countPending(tx, channelId);
}

/** Of these retailer ids (a page of the Meta catalog), the ones no product of the channel has as SKU. */
export async function notOurs(orm: NodePgDatabase, channelId: string, retailerIds: readonly string[]): Promise<string[]> {
  if (retailerIds.length === 0) return [];
  const result = await orm.execute<{ id: string }>(sql`
    select id from unnest(${textArray(retailerIds)}::text[]) as ids(id)
    where not exists (select 1 from products p where p.channel_id = ${channelId} and p.sku_id = ids.id)`);
  return result.rows.map((r) => r.id);
}

/** Marks retailer ids as behind at Meta (the sync then sends each one's state: a DELETE when no product has it). */
export async function markPending(tx: NodePgDatabase, channelId: string, retailerIds: readonly string[]): Promise<void> {
  if (retailerIds.length === 0) return;
  await tx
    .insert(catalogSyncItems)
    .values(retailerIds.map((retailerId) => ({ channelId, retailerId })))
    .onConflictDoUpdate({
      target: [catalogSyncItems.channelId, catalogSyncItems.retailerId],
      set: { version: sql`${catalogSyncItems.version} + 1`, changedAt: sql`now()` },
    });
}

/**
 * Channels whose sync is on (a live Cloud channel, module products, catalogue enabled, a Meta catalog,
 * the switch) and whose last full sync started before `cutoff` (or never ran): oldest first.
 */
export async function staleSyncChannels(orm: NodePgDatabase, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await orm
    .select({ channelId: catalogConfigs.channelId })
    .from(catalogConfigs)
    .innerJoin(channels, eq(channels.id, catalogConfigs.channelId))
    .leftJoin(channelConfigs, eq(channelConfigs.channelId, catalogConfigs.channelId))
    .leftJoin(catalogSyncStatus, eq(catalogSyncStatus.channelId, catalogConfigs.channelId))
    .where(
      and(
        eq(catalogConfigs.enabled, true),
        eq(catalogConfigs.syncToMeta, true),
        isNotNull(catalogConfigs.metaCatalogId),
        isNull(channels.deletedAt),
        eq(channels.apiType, 'cloud'),
        sql`(${channelConfigs.config} -> 'modules' ->> 'products') = 'true'`,
        or(isNull(catalogSyncStatus.fullSyncStartedAt), lt(catalogSyncStatus.fullSyncStartedAt, cutoff)),
      ),
    )
    .orderBy(sql`${catalogSyncStatus.fullSyncStartedAt} asc nulls first`, asc(catalogConfigs.channelId))
    .limit(limit);
  return rows.map((r) => r.channelId);
}

export async function countPending(orm: NodePgDatabase, channelId: string): Promise<number> {
  const [row] = await orm.select({ n: sql<number>`count(*)::int` }).from(catalogSyncItems).where(eq(catalogSyncItems.channelId, channelId));
  return row?.n ?? 0;
}

/** The oldest pending retailer ids of the channel, at most `limit`. */
export async function pendingBatch(orm: NodePgDatabase, channelId: string, limit: number): Promise<PendingItem[]> {
  return orm
    .select({ retailerId: catalogSyncItems.retailerId, version: catalogSyncItems.version })
    .from(catalogSyncItems)
    .where(eq(catalogSyncItems.channelId, channelId))
    .orderBy(asc(catalogSyncItems.changedAt), asc(catalogSyncItems.retailerId))
    .limit(limit);
}

/** Forgets the items Meta got, unless they changed again meanwhile (their version moved: sent again). */
export async function clearSent(orm: NodePgDatabase, channelId: string, items: readonly PendingItem[]): Promise<void> {
  if (items.length === 0) return;
  const pairs = sql.join(
    items.map((i) => sql`(${i.retailerId}::text, ${i.version}::bigint)`),
    sql`, `,
  );
  await orm.execute(sql`delete from catalog_sync_items where channel_id = ${channelId} and (retailer_id, version) in (${pairs})`);
}

export async function clearAllPending(orm: NodePgDatabase, channelId: string): Promise<void> {
  await orm.delete(catalogSyncItems).where(eq(catalogSyncItems.channelId, channelId));
}

/** The channel's products with these SKUs and their images in order, by SKU. */
export async function productsBySku(orm: NodePgDatabase, channelId: string, skus: readonly string[]): Promise<Map<string, SyncProduct>> {
  if (skus.length === 0) return new Map();
  const rows = await orm
    .select({
      skuId: products.skuId,
      name: products.name,
      description: products.description,
      priceCents: products.priceCents,
      salePriceCents: products.salePriceCents,
      onSale: products.onSale,
      stockQuantity: products.stockQuantity,
      hide: products.hide,
      imageIds: sql<string[]>`coalesce((select array_agg(pi.media_id::text order by pi.position) from ${productImages} pi where pi.product_id = ${products.id}), '{}')`,
    })
    .from(products)
    .where(and(eq(products.channelId, channelId), inArray(products.skuId, [...skus])));
  return new Map(rows.map((r) => [r.skuId, r]));
}

/** What the sync job needs of the channel: its provider, the catalog, the switches, brand and number. */
export async function syncTarget(orm: NodePgDatabase, channelId: string) {
  const [row] = await orm
    .select({
      apiType: channels.apiType,
      credentialsSealed: channels.credentialsSealed,
      name: channels.name,
      channelNumber: channels.channelNumber,
      deletedAt: channels.deletedAt,
      config: catalogConfigs,
      modules: sql<{ products?: boolean } | null>`${channelConfigs.config} -> 'modules'`,
    })
    .from(channels)
    .leftJoin(catalogConfigs, eq(catalogConfigs.channelId, channels.id))
    .leftJoin(channelConfigs, eq(channelConfigs.channelId, channels.id))
    .where(eq(channels.id, channelId))
    .limit(1);
  return row;
}

export async function findSyncStatus(orm: NodePgDatabase, channelId: string): Promise<SyncStatusRecord | undefined> {
  const [row] = await orm.select().from(catalogSyncStatus).where(eq(catalogSyncStatus.channelId, channelId)).limit(1);
  return row;
}

type StatusPatch = Partial<Omit<SyncStatusRecord, 'channelId' | 'updatedAt' | 'totalSentCount' | 'fullSyncSent'>> & {
  addSent?: number;
  addFullSyncSent?: number;
  /** Items the full sync found to delete at Meta join its total. */
  addFullSyncTotal?: number;
  /** A new full sync starts counting from zero. */
  restartFullSync?: boolean;
};

/** Writes the channel's sync status (the row appears on first write); counters only grow. */
export async function saveSyncStatus(orm: NodePgDatabase, channelId: string, patch: StatusPatch): Promise<void> {
  const { addSent = 0, addFullSyncSent = 0, addFullSyncTotal = 0, restartFullSync = false, ...values } = patch;
  await orm
    .insert(catalogSyncStatus)
    .values({ channelId, ...values, totalSentCount: addSent, fullSyncSent: addFullSyncSent })
    .onConflictDoUpdate({
      target: catalogSyncStatus.channelId,
      set: {
        ...values,
        totalSentCount: sql`${catalogSyncStatus.totalSentCount} + ${addSent}`,
        ...(addFullSyncTotal > 0 ? { fullSyncTotal: sql`${catalogSyncStatus.fullSyncTotal} + ${addFullSyncTotal}` } : {}),
        fullSyncSent: restartFullSync ? 0 : sql`least(${catalogSyncStatus.fullSyncTotal}, ${catalogSyncStatus.fullSyncSent} + ${addFullSyncSent})`,
        updatedAt: sql`now()`,
      },
    });
}
