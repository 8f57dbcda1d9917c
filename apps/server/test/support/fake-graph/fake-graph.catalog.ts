// Meta's Catalog Batch API on the fake Graph server: POST /{version}/{catalog_id}/items_batch, checked
// against the Marketing API reference "Product Catalog Items Batch": item_type PRODUCT_ITEM, 1 to 5000
// requests of { method: CREATE|UPDATE|DELETE, data }, data.id the retailer id (≤ 100 characters), a
// DELETE with only the id; the PRODUCT_ITEM fields we send with Meta's formats (price "9.99 USD",
// availability, condition, https image links). A malformed call answers Graph's 400 / code 100; an
// accepted one { handles, validation_status } and changes the fake catalog, so tests read the end state.
// Items a test marks as refused come back in validation_status with Meta's error message, unapplied;
// items it refuses "later" are accepted, then reported by check_batch_request_status (see
// fake-graph.catalog-reads.ts, which also serves the catalog's listing), unapplied.
import { randomBytes } from 'node:crypto';
import { fail, GraphValidationError, object, onlyKeys, text, type Json } from './fake-graph.checks.js';
import { invalidParameter } from './fake-graph.messages.js';
import type { FakeResponse } from './fake-graph.responses.js';
import { VERSION } from './fake-graph.request.js';
import type { RecordedRequest } from './fake-graph.types.js';
import { createCatalogReads, type FakeBatch } from './fake-graph.catalog-reads.js';

export const ITEMS_BATCH_PATH = new RegExp(String.raw`^/(${VERSION})/(\d+)/items_batch$`);
const MAX_REQUESTS = 5000;
const ITEM_FIELDS = ['id', 'title', 'description', 'availability', 'condition', 'price', 'sale_price', 'link', 'brand', 'image_link', 'additional_image_link'] as const;
const PRICE = /^\d+(\.\d{1,2})? [A-Z]{3}$/;
const AVAILABILITY = ['in stock', 'out of stock', 'available for order', 'discontinued'];

export type CatalogItem = Json & { id: string };
export type ItemsBatchCall = { catalogId: string; token: string | undefined; requests: Array<{ method: string; data: CatalogItem }> };

function httpsUrl(value: unknown, where: string): void {
  if (typeof value !== 'string') fail(`${where} must be a URL`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(`${where} must be a valid URL`);
  }
  if (url.protocol !== 'https:') fail(`${where} must be a public https URL`);
}

function checkItem(method: string, data: Json, where: string): void {
  text(data.id, `${where}['id']`, 100);
  if (method === 'DELETE') return onlyKeys(data, ['id'], where);
  onlyKeys(data, ITEM_FIELDS, where);
  if (data.title !== undefined) text(data.title, `${where}['title']`, 100);
  if (data.description !== undefined) text(data.description, `${where}['description']`, 5000);
  if (data.price !== undefined && (typeof data.price !== 'string' || !PRICE.test(data.price))) fail(`${where}['price'] must be the cost followed by the ISO currency code, e.g. 9.99 USD`);
  if (data.sale_price !== undefined && data.sale_price !== '' && (typeof data.sale_price !== 'string' || !PRICE.test(data.sale_price))) fail(`${where}['sale_price'] must be like 9.99 USD`);
  if (data.availability !== undefined && !AVAILABILITY.includes(String(data.availability))) fail(`${where}['availability'] must be one of ${AVAILABILITY.join(', ')}`);
  if (data.condition !== undefined && !['new', 'refurbished', 'used'].includes(String(data.condition))) fail(`${where}['condition'] must be new, refurbished or used`);
  if (data.link !== undefined) httpsUrl(data.link, `${where}['link']`);
  if (data.image_link !== undefined) httpsUrl(data.image_link, `${where}['image_link']`);
  if (data.additional_image_link !== undefined) {
    if (!Array.isArray(data.additional_image_link) || data.additional_image_link.length > 50) fail(`${where}['additional_image_link'] must be an array of up to 50 URLs`);
    data.additional_image_link.forEach((u, i) => httpsUrl(u, `${where}['additional_image_link'][${i}]`));
  }
}

/** `requests` as Graph takes it: a JSON array, or that array JSON-encoded in a string (form posts). */
function requestsOf(body: Json): Array<{ method: string; data: CatalogItem }> {
  let raw = body.requests;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      fail('Param requests must be a JSON array');
    }
  }
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > MAX_REQUESTS) fail(`Param requests must be an array of 1 to ${MAX_REQUESTS} records`);
  return raw.map((record, i) => {
    const where = `requests[${i}]`;
    const r = object(record, where);
    onlyKeys(r, ['method', 'data'], where);
    if (!['CREATE', 'UPDATE', 'DELETE'].includes(String(r.method))) fail(`${where}['method'] must be one of CREATE, UPDATE, DELETE`);
    const data = object(r.data, `${where}['data']`);
    checkItem(String(r.method), data, `${where}['data']`);
    return { method: String(r.method), data: data as CatalogItem };
  });
}

export function createCatalogStore() {
  /** catalog id → retailer id → the item as Meta holds it. */
  const catalogs = new Map<string, Map<string, CatalogItem>>();
  /** retailer id → Meta's validation message for it. */
  const refusals = new Map<string, string>();
  const calls: ItemsBatchCall[] = [];
  /** retailer id → the message check_batch_request_status refuses it with. */
  const lateRefusals = new Map<string, string>();
  const batches = new Map<string, FakeBatch>();
  let statuses: string[] = [];
  let pageSize = 1000;
  const itemsOf = (catalogId: string): Map<string, CatalogItem> => catalogs.get(catalogId) ?? new Map();
  const reads = createCatalogReads({ batches, items: itemsOf, statuses: () => statuses, pageSize: () => pageSize });

  function handle(request: RecordedRequest): FakeResponse | undefined {
    const read = reads(request);
    if (read) return read;
    const match = ITEMS_BATCH_PATH.exec(request.path);
    if (!match || request.method !== 'POST') return undefined;
    const catalogId = match[2] ?? '';
    try {
      const body = object(request.body, 'body');
      onlyKeys(body, ['item_type', 'requests', 'allow_upsert', 'item_sub_type'], 'body');
      if (body.item_type !== 'PRODUCT_ITEM') fail('The parameter item_type is required and must be PRODUCT_ITEM for products');
      if (body.allow_upsert !== undefined && typeof body.allow_upsert !== 'boolean') fail('Param allow_upsert must be a boolean');
      const requests = requestsOf(body);
      calls.push({ catalogId, token: /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1], requests });
      const items = catalogs.get(catalogId) ?? new Map<string, CatalogItem>();
      catalogs.set(catalogId, items);
      const validation: Array<{ retailer_id: string; errors: Array<{ message: string }>; warnings: [] }> = [];
      const handle = `fake-batch-${randomBytes(6).toString('hex')}`;
      const batch: FakeBatch = { catalogId, refused: [], checks: 0 };
      batches.set(handle, batch);
      for (const { method, data } of requests) {
        const refused = refusals.get(data.id);
        if (refused) {
          validation.push({ retailer_id: data.id, errors: [{ message: refused }], warnings: [] });
          continue;
        }
        const late = lateRefusals.get(data.id);
        if (late) {
          batch.refused.push({ retailerId: data.id, message: late });
          continue;
        }
        if (method === 'DELETE') items.delete(data.id);
        else if (method === 'CREATE' || body.allow_upsert !== false || items.has(data.id)) items.set(data.id, { ...items.get(data.id), ...data });
      }
      return { status: 200, body: { handles: [handle], validation_status: validation } };
    } catch (err) {
      if (err instanceof GraphValidationError) return invalidParameter(err.message);
      throw err;
    }
  }

  return {
    handle,
    /** Every accepted items_batch call, in order (catalog, bearer token, requests). */
    calls,
    /** The items of a catalog as the fake Meta holds them now. */
    items: itemsOf,
    /** Meta refuses this retailer id with `message` (in validation_status) until cleared. */
    refuse: (retailerId: string, message: string) => void refusals.set(retailerId, message),
    /** Meta takes this retailer id in the batch but refuses it while processing (check_batch_request_status). */
    refuseLater: (retailerId: string, message: string) => void lateRefusals.set(retailerId, message),
    /** Meta takes this retailer id again (both kinds of refusal cleared). */
    accept: (retailerId: string) => {
      refusals.delete(retailerId);
      lateRefusals.delete(retailerId);
    },
    /** What successive checks of each batch answer as `status` (then "finished"). */
    setStatuses: (sequence: string[]) => void (statuses = sequence),
    /** Items the catalog listing answers per page at most (Meta may answer fewer than `limit`). */
    setPageSize: (size: number) => void (pageSize = size),
    /** Items made at Meta without us (Commerce Manager). */
    seed: (catalogId: string, retailerIds: string[]) => {
      const items = catalogs.get(catalogId) ?? new Map<string, CatalogItem>();
      catalogs.set(catalogId, items);
      for (const id of retailerIds) items.set(id, { id, title: id });
    },
    /** The handles items_batch answered, oldest first. */
    handles: () => [...batches.keys()],
    clear: () => {
      catalogs.clear();
      refusals.clear();
      lateRefusals.clear();
      batches.clear();
      statuses = [];
      pageSize = 1000;
      calls.length = 0;
    },
  };
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;
