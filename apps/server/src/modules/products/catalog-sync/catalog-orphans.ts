// What a full sync deletes at Meta besides our own products: the items of the Meta catalog whose
// retailer id is no SKU of the channel (made in Commerce Manager, or left by a SKU renamed while the
// sync was off). The catalog is read a page at a time (retailer ids only); each page is compared with
// the channel's products in the database, so only the missing ids are held in memory.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { CatalogManager } from '../../../providers/provider.port.js';
import { notOurs } from './catalog-sync.repository.js';

/** A guard against a cursor that never ends: 2,000 pages of 500 is a million items. */
const MAX_PAGES = 2000;

export async function itemsOnlyAtMeta(orm: NodePgDatabase, catalog: CatalogManager, catalogId: string, channelId: string): Promise<string[]> {
  const missing: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const listed = await catalog.listItems(catalogId, after);
    missing.push(...(await notOurs(orm, channelId, listed.retailerIds)));
    if (!listed.after || listed.after === after) return missing;
    after = listed.after;
  }
  console.warn(`[catalog-sync] channel ${channelId}: stopped listing the Meta catalog after ${MAX_PAGES} pages`);
  return missing;
}
