// Meta's Catalog Batch API on a channel's token: POST /{catalog_id}/items_batch with item_type
// PRODUCT_ITEM and the requests (Marketing API reference "Product Catalog Items Batch"); Meta answers
// the batch's handles and, per retailer id, the errors that kept an item out. It then processes the
// batch on its own: GET /{catalog_id}/check_batch_request_status?handle=… (guide "Check Batch Request
// Status") says `status` (scheduled, dispatched, started, finished, canceled, error) and the `errors`
// ({ line, id: the retailer id, message }) of the items it did not save. GET /{catalog_id}/products
// lists the catalog's items a page at a time (Graph cursor paging: `paging.cursors.after`, with
// `paging.next` only while there is a next page). A failed call is Graph's usual error payload (80014 /
// 80009 too many calls to this catalog, 100 invalid parameter, 200 permission, 190 token), classified
// by cloud-errors.ts like every other Graph call.
import { ProviderError, type CatalogManager } from '../provider.port.js';
import type { GraphClient } from './cloud-client.js';
import { arrayOf, isObject, numberOf, objectOf, stringOf } from './cloud-json.js';

/** Items per page of the catalog listing (Meta may answer fewer). */
export const CATALOG_LIST_PAGE_SIZE = 500;
const ENDED = new Set(['finished', 'canceled', 'cancelled', 'error']);

function catalogPath(catalogId: string, edge: string): string {
  if (!/^\d+$/.test(catalogId)) throw new ProviderError('invalid', null, 'O ID do catálogo da Meta tem só números.');
  return `${catalogId}/${edge}`;
}

/** Meta's error entries: message, with the retailer id in `id` (the guide) or `retailer_id`. */
function errorsOf(raw: unknown): Array<{ retailerId: string | undefined; message: string }> {
  return arrayOf(raw).flatMap((e) => {
    const entry = objectOf(e);
    const message = stringOf(entry?.message);
    return message ? [{ retailerId: stringOf(entry?.id) ?? stringOf(entry?.retailer_id), message }] : [];
  });
}

export function createCloudCatalog(client: GraphClient): CatalogManager {
  return {
    async itemsBatch(catalogId, requests) {
      // allow_upsert (Meta's default, said out loud): an UPDATE of an item Meta does not have yet creates it.
      const answer = await client.postJson(catalogPath(catalogId, 'items_batch'), { item_type: 'PRODUCT_ITEM', allow_upsert: true, requests });
      if (!isObject(answer)) throw new ProviderError('unknown', null, 'A API da Meta não devolveu o resultado do lote do catálogo.');
      const handles = arrayOf(answer.handles).flatMap((h) => (typeof h === 'string' ? [h] : []));
      const rejected = arrayOf(answer.validation_status).flatMap((raw) => {
        const status = objectOf(raw);
        const retailerId = stringOf(status?.retailer_id);
        const errors = errorsOf(status?.errors).map((e) => e.message);
        return retailerId && errors.length > 0 ? [{ retailerId, message: errors.join(' ') }] : [];
      });
      return { handles, rejected };
    },

    async batchStatus(catalogId, handle) {
      const answer = await client.getJson(`${catalogPath(catalogId, 'check_batch_request_status')}?handle=${encodeURIComponent(handle)}`);
      // "The resulting collection always contains a single element - the status."
      const entry = isObject(answer) ? objectOf(arrayOf(answer.data)[0]) : undefined;
      const status = stringOf(entry?.status)?.toLowerCase();
      if (!entry || !status) throw new ProviderError('unknown', null, 'A API da Meta não devolveu o andamento do lote do catálogo.');
      const errors = errorsOf(entry.errors);
      const byItem = new Map<string, string[]>();
      for (const e of errors) if (e.retailerId) byItem.set(e.retailerId, [...(byItem.get(e.retailerId) ?? []), e.message]);
      const rejected = [...byItem].map(([retailerId, messages]) => ({ retailerId, message: messages.join(' ') }));
      return {
        status,
        done: ENDED.has(status),
        rejected,
        batchErrors: errors.flatMap((e) => (e.retailerId ? [] : [e.message])),
        rejectedTotal: Math.max(numberOf(entry.errors_total_count) ?? 0, rejected.length),
      };
    },

    async listItems(catalogId, after) {
      // The next page's URL is rebuilt from the cursor: a `paging.next` URL is never followed, so the
      // token only ever goes to the configured Graph origin.
      const query = `fields=retailer_id&limit=${CATALOG_LIST_PAGE_SIZE}${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const answer = await client.getJson(`${catalogPath(catalogId, 'products')}?${query}`);
      if (!isObject(answer)) throw new ProviderError('unknown', null, 'A API da Meta não devolveu os itens do catálogo.');
      const retailerIds = arrayOf(answer.data).flatMap((item) => {
        const id = stringOf(objectOf(item)?.retailer_id);
        return id ? [id] : [];
      });
      const paging = objectOf(answer.paging);
      const next = stringOf(objectOf(paging?.cursors)?.after);
      // Graph leaves `next` out on the last page (the cursors stay).
      return { retailerIds, after: paging?.next && next && retailerIds.length > 0 ? next : null };
    },
  };
}
