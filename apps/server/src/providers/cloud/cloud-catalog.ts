// Meta's Catalog Batch API on a channel's token: POST /{catalog_id}/items_batch with item_type
// PRODUCT_ITEM and the requests (Marketing API reference "Product Catalog Items Batch"). Meta answers
// the batch's handle and, per retailer id, the errors that kept an item out; a failed call is Graph's
// usual error payload (80014 too many calls to this catalog, 100 invalid parameter, 200 permission,
// 190 token), classified by cloud-errors.ts like every other Graph call.
import { ProviderError, type CatalogManager } from '../provider.port.js';
import type { GraphClient } from './cloud-client.js';
import { arrayOf, isObject, objectOf, stringOf } from './cloud-json.js';

export function createCloudCatalog(client: GraphClient): CatalogManager {
  return {
    async itemsBatch(catalogId, requests) {
      if (!/^\d+$/.test(catalogId)) throw new ProviderError('invalid', null, 'O ID do catálogo da Meta tem só números.');
      // allow_upsert (Meta's default, said out loud): an UPDATE of an item Meta does not have yet creates it.
      const answer = await client.postJson(`${catalogId}/items_batch`, { item_type: 'PRODUCT_ITEM', allow_upsert: true, requests });
      if (!isObject(answer)) throw new ProviderError('unknown', null, 'A API da Meta não devolveu o resultado do lote do catálogo.');
      const handles = arrayOf(answer.handles).flatMap((h) => (typeof h === 'string' ? [h] : []));
      const rejected = arrayOf(answer.validation_status).flatMap((raw) => {
        const status = objectOf(raw);
        const retailerId = stringOf(status?.retailer_id);
        const errors = arrayOf(status?.errors).flatMap((e) => {
          const message = stringOf(objectOf(e)?.message);
          return message ? [message] : [];
        });
        return retailerId && errors.length > 0 ? [{ retailerId, message: errors.join(' ') }] : [];
      });
      return { handles, rejected };
    },
  };
}
