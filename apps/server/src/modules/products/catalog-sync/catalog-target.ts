// The channel a catalog job works for: whether its sync is on (a live Cloud channel with the products
// module, the catalogue enabled by the admin, a Meta catalog and the switch on) and, if so, its
// catalog id and the channel provider's catalog calls (on the channel's own token).
import type { AppContext } from '../../../platform/context.js';
import type { CatalogManager } from '../../../providers/provider.port.js';
import { openChannelProvider } from '../../channels/index.js';
import { syncTarget } from './catalog-sync.repository.js';

export type SyncTarget = NonNullable<Awaited<ReturnType<typeof syncTarget>>>;

/** The Meta catalog id while the channel's sync is on, null otherwise. */
export function activeCatalog(target: SyncTarget | undefined): string | null {
  if (!target || target.deletedAt || target.apiType !== 'cloud' || target.modules?.products !== true) return null;
  const config = target.config;
  return config?.enabled && config.syncToMeta && config.metaCatalogId ? config.metaCatalogId : null;
}

export type OpenCatalog = { target: SyncTarget; catalogId: string; catalog: CatalogManager | undefined };

/** The channel's target and catalog calls while its sync is on; null when it is off (or the channel gone). */
export async function openCatalog(ctx: AppContext, channelId: string): Promise<OpenCatalog | null> {
  const target = await syncTarget(ctx.db.orm, channelId);
  const catalogId = activeCatalog(target);
  if (!target || !catalogId) return null;
  return { target, catalogId, catalog: openChannelProvider(ctx, target).catalog };
}
