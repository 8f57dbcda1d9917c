// The fake Meta catalog's read edges. GET /{version}/{catalog_id}/check_batch_request_status?handle=…
// (guide "Check Batch Request Status"): `data` holds one status, `status` from a script a test sets
// (default "finished"), and once ended the `errors` ({ line, id: retailer id, message }) of the items a
// test refused "later" (accepted by items_batch, refused while processing: not saved). GET
// /{version}/{catalog_id}/products?fields=retailer_id&limit=&after= (Graph cursor paging): pages in
// the catalog's order, `paging.cursors` and, while more follow, `paging.next` on graph.facebook.com
// (the client must not follow it to us: it rebuilds the URL from the cursor).
import { fail, GraphValidationError, onlyKeys } from './fake-graph.checks.js';
import { invalidParameter } from './fake-graph.messages.js';
import type { FakeResponse } from './fake-graph.responses.js';
import { VERSION } from './fake-graph.request.js';
import type { RecordedRequest } from './fake-graph.types.js';

export const BATCH_STATUS_PATH = new RegExp(String.raw`^/(${VERSION})/(\d+)/check_batch_request_status$`);
export const CATALOG_PRODUCTS_PATH = new RegExp(String.raw`^/(${VERSION})/(\d+)/products$`);
const ENDED = ['finished', 'canceled', 'error'];

export type FakeBatch = { catalogId: string; refused: Array<{ retailerId: string; message: string }>; checks: number };

const cursorOf = (offset: number): string => Buffer.from(`offset:${offset}`).toString('base64url');
function offsetOf(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) fail('Param after must be a cursor this edge returned');
  return Number(match[1]);
}

export function createCatalogReads(options: { batches: Map<string, FakeBatch>; items: (catalogId: string) => Map<string, unknown>; statuses: () => string[]; pageSize: () => number }) {
  function batchStatus(catalogId: string, query: Record<string, string>): FakeResponse {
    onlyKeys(query, ['handle', 'load_ids_of_invalid_requests', 'fields'], 'query');
    const handle = query.handle;
    if (!handle) fail('The parameter handle is required');
    const batch = options.batches.get(handle);
    if (!batch || batch.catalogId !== catalogId) fail(`Invalid handle ${handle} for catalog ${catalogId}`);
    const status = options.statuses()[batch.checks] ?? 'finished';
    batch.checks += 1;
    const ended = ENDED.includes(status);
    const errors = ended ? batch.refused.map((r, line) => ({ line, id: r.retailerId, message: r.message })) : [];
    return { status: 200, body: { data: [{ handle, status, errors_total_count: errors.length, errors, warnings_total_count: 0, warnings: [], ids_of_invalid_requests: [] }] } };
  }

  function products(catalogId: string, query: Record<string, string>): FakeResponse {
    onlyKeys(query, ['fields', 'limit', 'after', 'before', 'filter'], 'query');
    if (!(query.fields ?? '').split(',').includes('retailer_id')) fail('Param fields must name retailer_id');
    const limit = query.limit === undefined ? 25 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 5000) fail('Param limit must be an integer from 1 to 5000');
    const start = query.after ? offsetOf(query.after) : 0;
    const all = [...options.items(catalogId).keys()];
    const end = Math.min(all.length, start + Math.min(limit, options.pageSize()));
    const data = all.slice(start, end).map((retailerId, i) => ({ id: String(7_000_000_000_000 + start + i), retailer_id: retailerId }));
    const after = cursorOf(end);
    const next = end < all.length ? `https://graph.facebook.com/v23.0/${catalogId}/products?fields=retailer_id&limit=${limit}&after=${after}` : undefined;
    return { status: 200, body: { data, paging: { cursors: { before: cursorOf(start), after }, ...(next ? { next } : {}) } } };
  }

  return (request: RecordedRequest): FakeResponse | undefined => {
    if (request.method !== 'GET') return undefined;
    const status = BATCH_STATUS_PATH.exec(request.path);
    const listing = CATALOG_PRODUCTS_PATH.exec(request.path);
    if (!status && !listing) return undefined;
    try {
      return status ? batchStatus(status[2] ?? '', request.query) : products(listing?.[2] ?? '', request.query);
    } catch (err) {
      if (err instanceof GraphValidationError) return invalidParameter(err.message);
      throw err;
    }
  };
}
