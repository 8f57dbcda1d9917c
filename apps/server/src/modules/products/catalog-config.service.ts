// The catalogue's settings of a channel (/catalogConfig). The platform admin turns the catalogue on
// or off per channel; while it is on, the owner (or a manager with Products) names the channel's Meta
// catalog (Cloud channels only) and whether products are synced to it. Turning the sync on (or naming
// another catalog while it is on) sends every product to Meta; the status comes with the settings.
import type { CatalogConfig } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { fail } from '../../platform/http/errors.js';
import { findCatalogConfig, saveCatalogConfig } from './catalog-config.repository.js';
import type { CatalogSync } from './catalog-sync/catalog-sync.service.js';

export function createCatalogConfigService(ctx: AppContext, sync: CatalogSync) {
  const orm = ctx.db.orm;

  async function get(channelId: string): Promise<CatalogConfig> {
    const found = await findCatalogConfig(orm, channelId);
    if (!found) throw fail('path_channel_not_found');
    return {
      enabled: found.config?.enabled ?? false,
      metaCatalogId: found.config?.metaCatalogId ?? null,
      syncToMeta: found.config?.syncToMeta ?? false,
      cloudChannel: found.apiType === 'cloud',
      sync: await sync.status(channelId),
    };
  }

  async function update(channelId: string, input: { metaCatalogId: string | null; syncToMeta: boolean }): Promise<CatalogConfig> {
    const current = await get(channelId);
    if (!current.enabled) throw fail('catalog_not_enabled');
    if (input.metaCatalogId && !current.cloudChannel) throw fail('catalog_meta_cloud_only');
    await saveCatalogConfig(orm, channelId, { metaCatalogId: input.metaCatalogId, syncToMeta: input.syncToMeta });
    const newTarget = input.syncToMeta && (!current.syncToMeta || current.metaCatalogId !== input.metaCatalogId);
    if (newTarget) await sync.fullSync(channelId);
    return get(channelId);
  }

  /** "Sincronizar agora": every product of the channel to its Meta catalog, in batches. */
  async function syncNow(channelId: string): Promise<CatalogConfig> {
    const current = await get(channelId);
    if (!current.enabled || !current.cloudChannel || !current.syncToMeta || !current.metaCatalogId) throw fail('catalog_sync_off');
    await sync.fullSync(channelId);
    return get(channelId);
  }

  async function setEnabled(channelId: string, enabled: boolean): Promise<CatalogConfig> {
    await get(channelId);
    await saveCatalogConfig(orm, channelId, { enabled });
    return get(channelId);
  }

  return { get, update, syncNow, setEnabled };
}

export type CatalogConfigService = ReturnType<typeof createCatalogConfigService>;
