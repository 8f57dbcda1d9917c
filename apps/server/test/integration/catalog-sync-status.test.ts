// What happens after Meta takes a catalog batch: its handle is polled by delayed `catalog.batch-status`
// jobs (the test makes each due at once instead of waiting) until Meta says it ended, and the items Meta
// refused while processing are listed per SKU on /catalogConfig, until they are sent again; the checks
// give up with a pt-BR error. A full sync lists the Meta catalog page by page (cursor, URL rebuilt) and
// deletes the items only Meta has. The daily refresh cron starts a full sync only for channels with the
// sync on whose last full sync is over 300 days old.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { catalogCalls, setProductsModule } from '../support/product-fixtures.js';
import { startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';
import { BATCH_STATUS_PATH, CATALOG_PRODUCTS_PATH } from '../support/fake-graph/fake-graph.catalog-reads.js';
import { CATALOG_BATCH_STATUS_QUEUE, createCatalogSync, type CatalogBatchStatusJob } from '../../src/modules/products/index.js';
import { CATALOG_REFRESH_CRON, CATALOG_REFRESH_QUEUE, refreshStaleCatalogs } from '../../src/modules/products/jobs/catalog-refresh.job.js';

const PUBLIC_URL = 'https://atende.example.com.br';
const CATALOG = '146265584020001';
const TOKEN = 'token-da-loja-status';
const slow = { attempts: 300, delayMs: 100 };
const DAY = 24 * 3600 * 1000;

let graph: FakeGraph;
let t: TestApp;
let api: ReturnType<typeof catalogCalls>;
let shop: { channelId: string; ownerToken: string };
let colar: string;

const status = async (token = shop.ownerToken) => (await api.call('GET', '/api/catalog/config', token)).json().config.sync;
const idle = () =>
  eventually(async () => {
    const s = await status();
    expect(s.pending).toBe(0);
    return s;
  }, slow);
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.ctx.db.orm.execute(query)).rows as T[];
const batchesOf = (channelId: string) => rows<{ id: string; checks: number; handles: string[] }>(sql`select id, checks, handles from catalog_sync_batches where channel_id = ${channelId}`);
const checkRequests = () => graph.requests.filter((r) => BATCH_STATUS_PATH.test(r.path));

/**
 * Runs check number `check` of the batch: the job the previous step enqueued is made due now (it may
 * have come due by itself already) and the worker runs it. Nothing waits for the delays themselves.
 */
async function runCheck(batchId: string, check: number) {
  const job = await eventually(async () => {
    const jobs = await t.queue.boss.findJobs<CatalogBatchStatusJob>(CATALOG_BATCH_STATUS_QUEUE, { key: batchId });
    const found = jobs.find((j) => j.data.check === check);
    if (!found) throw new Error(`no check ${check} of ${batchId} enqueued yet`);
    return found;
  }, slow);
  expect(job.data).toEqual({ channelId: shop.channelId, batchId, check });
  if (job.state === 'created') await t.queue.boss.update(CATALOG_BATCH_STATUS_QUEUE, undefined, { id: job.id, startAfter: new Date() });
  await eventually(async () => {
    const [now] = await t.queue.boss.findJobs(CATALOG_BATCH_STATUS_QUEUE, { id: job.id });
    expect(now?.state).toBe('completed');
  }, slow);
  return job;
}

async function enableCatalog(channelId: string, ownerToken: string, body: Record<string, unknown>) {
  const admin = await t.tokenOf('admin');
  expect((await api.call('PUT', `/api/catalog/config/${channelId}/enabled`, admin, { enabled: true })).statusCode).toBe(200);
  const res = await api.call('PUT', '/api/catalog/config', ownerToken, body);
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({ queue: true, config: { ...graph.config(), PUBLIC_URL } });
  api = catalogCalls(t);
  shop = await createCompany(t, { name: 'Loja Status', channelNumber: '5511955557000', ownerLogin: 'loja-status', credentials: graph.credentials({ phoneNumberId: '109876543217000', accessToken: TOKEN }) });
  await setProductsModule(t, shop.channelId, shop.ownerToken);
  await api.product(shop.ownerToken, { name: 'Anel', skuId: 'ANEL-1', priceCents: 1000, stockQuantity: 1 });
  colar = (await api.product(shop.ownerToken, { name: 'Colar', skuId: 'COLAR-1', priceCents: 2000, stockQuantity: 1 }))._id;
  await api.product(shop.ownerToken, { name: 'Brinco', skuId: 'BRINCO-1', priceCents: 3000, stockQuantity: 1 });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe("Meta's processing of a batch", () => {
  it('is polled with the handle until it finishes, and the item Meta refused is listed with its SKU and message', async () => {
    graph.catalogs.setStatuses(['started', 'finished']);
    graph.catalogs.refuseLater('COLAR-1', 'The image could not be downloaded.');
    await enableCatalog(shop.channelId, shop.ownerToken, { metaCatalogId: CATALOG, syncToMeta: true });
    await idle();
    const [handle, ...more] = graph.catalogs.handles();
    expect(more).toEqual([]);
    const [batch] = await batchesOf(shop.channelId);
    expect(batch).toMatchObject({ checks: 0, handles: [handle] });
    expect(await status()).toMatchObject({ processing: 1, rejected: { total: 0, items: [] } });

    // The first check is a delayed job, not a wait inside the sync.
    const first = await runCheck(batch!.id, 0);
    expect(first.startAfter.getTime() - first.createdOn.getTime()).toBeGreaterThanOrEqual(4000);
    expect(checkRequests()).toHaveLength(1);
    expect(checkRequests()[0]).toMatchObject({ method: 'GET', path: `/v23.0/${CATALOG}/check_batch_request_status`, query: { handle } });
    expect(checkRequests()[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    // "started": still processing, the next check enqueued further away.
    expect(await batchesOf(shop.channelId)).toMatchObject([{ checks: 1 }]);
    expect(await status()).toMatchObject({ processing: 1, rejected: { total: 0 } });

    const second = await runCheck(batch!.id, 1);
    expect(second.startAfter.getTime() - second.createdOn.getTime()).toBeGreaterThanOrEqual(25_000);
    expect(checkRequests().map((r) => r.query)).toEqual([{ handle }, { handle }]);
    expect(await batchesOf(shop.channelId)).toEqual([]);
    const sync = await status();
    expect(sync).toMatchObject({ processing: 0, rejected: { total: 1, items: [{ retailerId: 'COLAR-1', message: 'The image could not be downloaded.' }] } });
    expect(sync.rejected.items[0].at).not.toBeNull();
    // Only the refusal stays: the items Meta saved need no state.
    expect(await rows(sql`select retailer_id from catalog_sync_item_states where channel_id = ${shop.channelId}`)).toEqual([{ retailer_id: 'COLAR-1' }]);
    expect([...graph.catalogs.items(CATALOG).keys()].sort()).toEqual(['ANEL-1', 'BRINCO-1']);
  });

  it('sending the refused product again clears its refusal once Meta has taken it', async () => {
    graph.reset();
    const res = await api.call('PUT', `/api/products/${colar}`, shop.ownerToken, { name: 'Colar', skuId: 'COLAR-1', priceCents: 2100, stockQuantity: 1 });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => expect(graph.catalogs.handles()).toHaveLength(1), slow);
    const [batch] = await eventually(async () => {
      const found = await batchesOf(shop.channelId);
      expect(found).toHaveLength(1);
      return found;
    }, slow);
    // In flight, the refusal of the older state no longer stands.
    expect((await status()).rejected.total).toBe(0);
    await runCheck(batch!.id, 0);
    expect(await status()).toMatchObject({ processing: 0, rejected: { total: 0, items: [] } });
    expect(graph.catalogs.items(CATALOG).get('COLAR-1')).toMatchObject({ price: '21.00 BRL' });
  });

  it("an older batch's late refusal does not override the newer state of the same product", async () => {
    graph.reset();
    graph.catalogs.refuseLater('COLAR-1', 'Old refusal.');
    const put = async (priceCents: number) => {
      const res = await api.call('PUT', `/api/products/${colar}`, shop.ownerToken, { name: 'Colar', skuId: 'COLAR-1', priceCents, stockQuantity: 1 });
      expect(res.statusCode, res.body).toBe(200);
    };
    const batchesAfter = (n: number) =>
      eventually(async () => {
        const found = await rows<{ id: string }>(sql`select id from catalog_sync_batches where channel_id = ${shop.channelId} order by sent_at`);
        expect(found).toHaveLength(n);
        return found;
      }, slow);
    await put(2300);
    const [older] = await batchesAfter(1);
    graph.catalogs.accept('COLAR-1');
    await put(2400);
    const [, newer] = await batchesAfter(2);
    // The older batch answers first (its refusal is about a state Meta no longer has), the newer after.
    await runCheck(older!.id, 0);
    expect(await status()).toMatchObject({ processing: 1, rejected: { total: 0, items: [] } });
    await runCheck(newer!.id, 0);
    expect(await status()).toMatchObject({ processing: 0, rejected: { total: 0, items: [] } });
    expect(await rows(sql`select retailer_id from catalog_sync_item_states where channel_id = ${shop.channelId}`)).toEqual([]);
  });

  it('gives up after the last check with a pt-BR error, and stops polling', async () => {
    graph.reset();
    graph.catalogs.setStatuses(Array.from({ length: 10 }, () => 'started'));
    const res = await api.call('PUT', `/api/products/${colar}`, shop.ownerToken, { name: 'Colar', skuId: 'COLAR-1', priceCents: 2200, stockQuantity: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const [batch] = await eventually(async () => {
      const found = await batchesOf(shop.channelId);
      expect(found).toHaveLength(1);
      return found;
    }, slow);
    for (let check = 0; check < 7; check++) await runCheck(batch!.id, check);
    expect(checkRequests()).toHaveLength(7);
    expect(await batchesOf(shop.channelId)).toEqual([]);
    expect(await t.queue.boss.findJobs(CATALOG_BATCH_STATUS_QUEUE, { key: batch!.id, queued: true })).toEqual([]);
    expect(await status()).toMatchObject({
      processing: 0,
      lastError: 'A Meta não terminou de processar um lote de 1 produto depois de 7 verificações; confira o catálogo no Commerce Manager ou use "Sincronizar agora".',
    });
  });
});

describe('"Sincronizar agora"', () => {
  it('lists the Meta catalog page by page and deletes exactly the items only Meta has', async () => {
    graph.reset();
    await api.product(shop.ownerToken, { name: 'Oculto', skuId: 'OCULTO-1', priceCents: 500, hide: true });
    await idle();
    // Its batch's outcome first, so no check of an older batch runs against the fresh fake below.
    const [batch] = await batchesOf(shop.channelId);
    await runCheck(batch!.id, 0);
    graph.reset();
    graph.catalogs.seed(CATALOG, ['ANEL-1', 'ORFAO-1', 'BRINCO-1', 'ORFAO-2', 'COLAR-1', 'ORFAO 3, "aspas"']);
    graph.catalogs.setPageSize(2);
    const res = await api.call('POST', '/api/catalog/sync', shop.ownerToken);
    expect(res.statusCode, res.body).toBe(200);
    const sync = await eventually(async () => {
      const s = await status();
      expect(s.fullSync.finishedAt).not.toBeNull();
      return s;
    }, slow);

    const cursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
    const listing = graph.requests.filter((r) => CATALOG_PRODUCTS_PATH.test(r.path));
    expect(listing.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', `/v23.0/${CATALOG}/products`, { fields: 'retailer_id', limit: '500' }],
      ['GET', `/v23.0/${CATALOG}/products`, { fields: 'retailer_id', limit: '500', after: cursor(2) }],
      ['GET', `/v23.0/${CATALOG}/products`, { fields: 'retailer_id', limit: '500', after: cursor(4) }],
    ]);
    expect(listing.every((r) => r.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);

    const requests = graph.catalogs.calls.filter((c) => c.catalogId === CATALOG).flatMap((c) => c.requests);
    const deletes = requests.filter((r) => r.method === 'DELETE');
    expect(deletes.every((r) => Object.keys(r.data).length === 1)).toBe(true);
    // The hidden product is deleted as always; the three only at Meta are what the sync removed.
    expect(deletes.map((r) => r.data.id).sort()).toEqual(['OCULTO-1', 'ORFAO 3, "aspas"', 'ORFAO-1', 'ORFAO-2']);
    expect(requests.filter((r) => r.method === 'UPDATE').map((r) => r.data.id).sort()).toEqual(['ANEL-1', 'BRINCO-1', 'COLAR-1']);
    expect([...graph.catalogs.items(CATALOG).keys()].sort()).toEqual(['ANEL-1', 'BRINCO-1', 'COLAR-1']);
    expect(sync.fullSync).toMatchObject({ removed: 3, total: 7, sent: 7 });
    expect(sync.lastError).toBeNull();
  });
});

describe('the refresh cron', () => {
  it('starts a full sync only for channels with the sync on whose last full sync is over 300 days old', async () => {
    const company = async (n: number) => {
      const c = await createCompany(t, { name: `Loja ${n}`, channelNumber: `55119555580${n}0`, ownerLogin: `loja-refresh-${n}`, credentials: graph.credentials({ phoneNumberId: `10987654321800${n}`, accessToken: `token-${n}` }) });
      await setProductsModule(t, c.channelId, c.ownerToken);
      return c;
    };
    const [stale, recent, off] = [await company(1), await company(2), await company(3)];
    await enableCatalog(stale.channelId, stale.ownerToken, { metaCatalogId: '146265584020011', syncToMeta: true });
    await enableCatalog(recent.channelId, recent.ownerToken, { metaCatalogId: '146265584020012', syncToMeta: true });
    await enableCatalog(off.channelId, off.ownerToken, { metaCatalogId: '146265584020013', syncToMeta: true });
    await enableCatalog(off.channelId, off.ownerToken, { metaCatalogId: '146265584020013', syncToMeta: false });
    const now = new Date();
    const startedAgo = async (channelId: string, days: number) =>
      t.ctx.db.orm.execute(sql`update catalog_sync_status set full_sync_started_at = ${new Date(now.getTime() - days * DAY).toISOString()}::timestamptz where channel_id = ${channelId}`);
    await startedAgo(stale.channelId, 301);
    await startedAgo(recent.channelId, 299);
    await startedAgo(off.channelId, 400);
    await startedAgo(shop.channelId, 10);

    const refreshed = await refreshStaleCatalogs(t.ctx, t.queue, createCatalogSync(t.ctx, t.queue), now);
    expect(refreshed.channels).toEqual([stale.channelId]);
    const started = (await status(stale.ownerToken)).fullSync.startedAt;
    expect(new Date(started).getTime()).toBeGreaterThanOrEqual(now.getTime() - 1000);
    expect(new Date((await status(recent.ownerToken)).fullSync.startedAt).getTime()).toBeLessThan(now.getTime() - 298 * DAY);
    // A second run the same day finds nothing to refresh.
    expect((await refreshStaleCatalogs(t.ctx, t.queue, createCatalogSync(t.ctx, t.queue), now)).channels).toEqual([]);
    expect((await t.queue.boss.getSchedules(CATALOG_REFRESH_QUEUE)).map((s) => s.cron)).toEqual([CATALOG_REFRESH_CRON]);
  });
});
