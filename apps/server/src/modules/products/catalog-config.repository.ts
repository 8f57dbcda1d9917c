// The only place that reads and writes a channel's catalogue settings (a row appears on first write).
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { catalogConfigs, channels } from '../../schema/index.js';

export type CatalogConfigRecord = typeof catalogConfigs.$inferSelect;

export async function findCatalogConfig(orm: NodePgDatabase, channelId: string): Promise<{ config: CatalogConfigRecord | undefined; apiType: string } | undefined> {
  const [row] = await orm
    .select({ config: catalogConfigs, apiType: channels.apiType })
    .from(channels)
    .leftJoin(catalogConfigs, eq(catalogConfigs.channelId, channels.id))
    .where(eq(channels.id, channelId))
    .limit(1);
  return row ? { config: row.config ?? undefined, apiType: row.apiType } : undefined;
}

export async function saveCatalogConfig(orm: NodePgDatabase, channelId: string, values: Partial<Pick<CatalogConfigRecord, 'enabled' | 'metaCatalogId' | 'syncToMeta'>>): Promise<void> {
  await orm
    .insert(catalogConfigs)
    .values({ channelId, ...values })
    .onConflictDoUpdate({ target: catalogConfigs.channelId, set: { ...values, updatedAt: new Date() } });
}
