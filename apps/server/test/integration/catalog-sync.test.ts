// The Meta catalog sync (/catalogConfig's "Sincronizar os produtos com o catálogo da Meta"): product
// creates, updates, hides and deletes reach the channel's Meta catalog through the Catalog Batch API
// with the exact bodies Meta documents (the fake Graph server checks them and keeps the catalog), on the
// channel's token; nothing goes with the switch off; a non-Cloud channel cannot turn it on; Meta's 4xx
// lands in the status in pt-BR without a retry loop, a 5xx is retried; "Sincronizar agora" sends every
// product in batches; and one company's changes never reach another's catalog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createCompany, createTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { catalogCalls, setProductsModule } from '../support/product-fixtures.js';
import { graphError, startFakeGraph, type FakeGraph } from '../support/fake-graph/index.js';

const PUBLIC_URL = 'https://atende.example.com.br';
const CATALOG = '146265584024623';
const OTHER_CATALOG = '998877665544332';
const slow = { attempts: 300, delayMs: 100 };

let graph: FakeGraph;
let t: TestApp;
let api: ReturnType<typeof catalogCalls>;
let shop: { channelId: string; ownerToken: string };
let other: { channelId: string; ownerToken: string };
let gupshup: { channelId: string; ownerToken: string };

async function enableCatalog(channelId: string, ownerToken: string, body: Record<string, unknown>) {
  const admin = await t.tokenOf('admin');
  expect((await api.call('PUT', `/api/catalog/config/${channelId}/enabled`, admin, { enabled: true })).statusCode).toBe(200);
  return api.call('PUT', '/api/catalog/config', ownerToken, body);
}
const config = async (token = shop.ownerToken) => (await api.call('GET', '/api/catalog/config', token)).json().config;
const callsTo = (catalogId: string) => graph.catalogs.calls.filter((c) => c.catalogId === catalogId);
const idle = (token = shop.ownerToken) =>
  eventually(async () => {
    const sync = (await config(token)).sync;
    expect(sync.pending).toBe(0);
    return sync;
  }, slow);

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({ queue: true, config: { ...graph.config(), PUBLIC_URL, CATALOG_SYNC_BATCH_SIZE: '2' } });
  api = catalogCalls(t);
  shop = await createCompany(t, { name: 'Joias da Ana', channelNumber: '+55 11 95555-1000', ownerLogin: 'joias-ana', credentials: graph.credentials({ accessToken: 'token-da-ana' }) });
  other = await createCompany(t, {
    name: 'Outra Loja',
    channelNumber: '5511955552000',
    ownerLogin: 'outra-loja-sync',
    credentials: graph.credentials({ phoneNumberId: '109876543219999', accessToken: 'token-da-outra' }),
  });
  gupshup = await createCompany(t, { name: 'Loja Gupshup', channelNumber: '5511955553000', ownerLogin: 'loja-gupshup-sync', apiType: 'gupshup', credentials: { apiKey: 'k', appName: 'app', appId: 'a1', source: '5511955553000' } });
  for (const c of [shop, other, gupshup]) await setProductsModule(t, c.channelId, c.ownerToken);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

describe('with the switch off', () => {
  it('a product change sends nothing to Meta and leaves nothing pending', async () => {
    expect((await enableCatalog(shop.channelId, shop.ownerToken, { metaCatalogId: CATALOG, syncToMeta: false })).statusCode).toBe(200);
    await api.product(shop.ownerToken, { name: 'Anel Antigo', skuId: 'ANEL-OFF', priceCents: 5000 });
    await new Promise((r) => setTimeout(r, 1800));
    expect(graph.catalogs.calls).toHaveLength(0);
    expect((await config()).sync).toMatchObject({ pending: 0, lastSyncAt: null, totalSentCount: 0 });
  });

  it('a non-Cloud channel cannot name a Meta catalog nor turn the sync on', async () => {
    const res = await enableCatalog(gupshup.channelId, gupshup.ownerToken, { metaCatalogId: CATALOG, syncToMeta: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, erroMensagem: 'O catálogo da Meta só pode ser usado em canais da API Cloud.' });
    expect((await config(gupshup.ownerToken)).syncToMeta).toBe(false);
    const now = await api.call('POST', '/api/catalog/sync', gupshup.ownerToken);
    expect(now.statusCode).toBe(409);
    expect(now.json().erroMensagem).toMatch(/Ative a sincronização/);
  });
});

describe('with the switch on', () => {
  let ring: string;
  beforeAll(async () => {
    const image = await api.image(shop.ownerToken);
    ring = (
      await api.product(shop.ownerToken, {
        name: 'Anel de Ouro 18k',
        skuId: 'ANEL-18K',
        description: 'Aro fino, ouro amarelo.',
        priceCents: 99000,
        salePriceCents: 89990,
        onSale: true,
        stockQuantity: 3,
        imageIds: [image],
      })
    )._id;
    const on = await enableCatalog(shop.channelId, shop.ownerToken, { metaCatalogId: CATALOG, syncToMeta: true });
    expect(on.statusCode, on.body).toBe(200);
    // Turning it on sends every product (the two made while it was off).
    await idle();
  });

  it('turning it on sent the catalog with the exact PRODUCT_ITEM bodies, on the channel token', async () => {
    const items = graph.catalogs.items(CATALOG);
    expect([...items.keys()].sort()).toEqual(['ANEL-18K', 'ANEL-OFF']);
    const anel = items.get('ANEL-18K');
    expect(anel).toEqual({
      id: 'ANEL-18K',
      title: 'Anel de Ouro 18k',
      description: 'Aro fino, ouro amarelo.',
      availability: 'in stock',
      condition: 'new',
      price: '990.00 BRL',
      sale_price: '899.90 BRL',
      link: 'https://wa.me/5511955551000',
      brand: 'Joias da Ana',
      image_link: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/media/[0-9a-f-]+\\?exp=\\d+&sig=`)),
    });
    // The image link is served by us, signed, for months.
    const link = new URL(String(anel?.image_link));
    expect(Number(link.searchParams.get('exp')) * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);
    const served = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(served.statusCode).toBe(200);
    expect(items.get('ANEL-OFF')).toMatchObject({ availability: 'out of stock', price: '50.00 BRL', sale_price: '', description: 'Anel Antigo' });
    expect(callsTo(CATALOG).every((c) => c.token === 'token-da-ana')).toBe(true);
    const status = (await config()).sync;
    expect(status).toMatchObject({ lastError: null, pending: 0, fullSync: { total: 2, sent: 2 } });
    expect(status.fullSync.finishedAt).not.toBeNull();
  });

  it('an update, twice in a row, ends with its latest state at Meta', async () => {
    const values = { name: 'Anel de Ouro 18k', skuId: 'ANEL-18K', description: 'Aro fino.', priceCents: 99000, stockQuantity: 3 };
    expect((await api.call('PUT', `/api/products/${ring}`, shop.ownerToken, { ...values, priceCents: 95000 })).statusCode).toBe(200);
    expect((await api.call('PUT', `/api/products/${ring}`, shop.ownerToken, { ...values, priceCents: 94000, stockQuantity: 0, onSale: false, salePriceCents: null })).statusCode).toBe(200);
    await eventually(async () => {
      expect(graph.catalogs.items(CATALOG).get('ANEL-18K')).toMatchObject({ price: '940.00 BRL', sale_price: '', availability: 'out of stock', description: 'Aro fino.' });
    }, slow);
    await idle();
    const last = callsTo(CATALOG).at(-1);
    expect(last?.requests).toEqual([{ method: 'UPDATE', data: expect.objectContaining({ id: 'ANEL-18K', price: '940.00 BRL' }) }]);
    expect(graph.requests.find((r) => r.path.endsWith('/items_batch'))?.body).toMatchObject({ item_type: 'PRODUCT_ITEM', allow_upsert: true });
  });

  it('hiding deletes the item at Meta, showing it sends it again; a renamed SKU deletes the old one', async () => {
    const colar = await api.product(shop.ownerToken, { name: 'Colar de Prata', skuId: 'COLAR-1', priceCents: 5990, stockQuantity: 1 });
    await eventually(async () => expect(graph.catalogs.items(CATALOG).has('COLAR-1')).toBe(true), slow);
    expect((await api.call('PATCH', `/api/products/${colar._id}/visibility`, shop.ownerToken, { hide: true })).statusCode).toBe(200);
    await eventually(async () => expect(graph.catalogs.items(CATALOG).has('COLAR-1')).toBe(false), slow);
    expect(callsTo(CATALOG).at(-1)?.requests).toEqual([{ method: 'DELETE', data: { id: 'COLAR-1' } }]);
    expect((await api.call('PATCH', `/api/products/${colar._id}/visibility`, shop.ownerToken, { hide: false })).statusCode).toBe(200);
    await eventually(async () => expect(graph.catalogs.items(CATALOG).has('COLAR-1')).toBe(true), slow);
    const renamed = await api.call('PUT', `/api/products/${colar._id}`, shop.ownerToken, { name: 'Colar de Prata', skuId: 'COLAR-2', priceCents: 5990, stockQuantity: 1 });
    expect(renamed.statusCode).toBe(200);
    await eventually(async () => {
      const items = graph.catalogs.items(CATALOG);
      expect(items.has('COLAR-1')).toBe(false);
      expect(items.get('COLAR-2')).toMatchObject({ title: 'Colar de Prata', price: '59.90 BRL' });
    }, slow);
  });

  it('a delete reaches Meta as a DELETE with only the retailer id', async () => {
    const brinco = await api.product(shop.ownerToken, { name: 'Brinco', skuId: 'BRINCO-1', priceCents: 1000 });
    await eventually(async () => expect(graph.catalogs.items(CATALOG).has('BRINCO-1')).toBe(true), slow);
    expect((await api.call('DELETE', `/api/products/${brinco._id}`, shop.ownerToken)).statusCode).toBe(200);
    await eventually(async () => expect(graph.catalogs.items(CATALOG).has('BRINCO-1')).toBe(false), slow);
    expect(callsTo(CATALOG).at(-1)?.requests).toEqual([{ method: 'DELETE', data: { id: 'BRINCO-1' } }]);
  });

  it("Meta's refusal of an item is shown in pt-BR with the SKU, and is not retried", async () => {
    graph.reset();
    graph.catalogs.refuse('PULSEIRA-1', 'The image could not be downloaded.');
    await api.product(shop.ownerToken, { name: 'Pulseira', skuId: 'PULSEIRA-1', priceCents: 2000 });
    const sync = await eventually(async () => {
      const s = (await config()).sync;
      expect(s.lastError).toBe('A Meta recusou o produto PULSEIRA-1: The image could not be downloaded.');
      return s;
    }, slow);
    expect(sync.pending).toBe(0);
    await new Promise((r) => setTimeout(r, 6000));
    expect(callsTo(CATALOG).filter((c) => c.requests.some((r) => r.data.id === 'PULSEIRA-1'))).toHaveLength(1);
  });

  it('a token without permission (Meta 403 / code 200) is recorded in pt-BR once, without a retry loop', async () => {
    graph.reset();
    graph.respondWith({ method: 'POST', path: /items_batch$/ }, graphError(403, { code: 200, message: '(#200) Requires catalog_management permission to manage the object' }), { times: 1 });
    await api.product(shop.ownerToken, { name: 'Tiara', skuId: 'TIARA-1', priceCents: 3000 });
    await eventually(async () => {
      expect((await config()).sync.lastError).toBe(`Token sem permissão para o catálogo ${CATALOG}: (#200) Requires catalog_management permission to manage the object`);
    }, slow);
    // Past the queue's first retry (2 to 4 s after a failure): none comes.
    await new Promise((r) => setTimeout(r, 6000));
    expect(graph.requests.filter((r) => r.path.endsWith('/items_batch'))).toHaveLength(1);
    // Still pending: the next change (or "Sincronizar agora") sends it.
    expect((await config()).sync.pending).toBe(1);
  });

  it('a Meta 5xx is retried until Meta takes the batch', async () => {
    graph.reset();
    graph.respondWith({ method: 'POST', path: /items_batch$/ }, graphError(503, { code: 2, message: 'Service temporarily unavailable', type: 'OAuthException' }), { times: 1 });
    await api.product(shop.ownerToken, { name: 'Broche', skuId: 'BROCHE-1', priceCents: 4000 });
    await eventually(async () => expect(graph.catalogs.items(CATALOG).has('BROCHE-1')).toBe(true), slow);
    // The product refused by the 403 above was still pending: it went along.
    expect(graph.catalogs.items(CATALOG).has('TIARA-1')).toBe(true);
    expect(graph.requests.filter((r) => r.path.endsWith('/items_batch')).length).toBeGreaterThanOrEqual(2);
    const sync = await idle();
    expect(sync.lastError).toBeNull();
  });

  it('"Sincronizar agora" sends every product, in batches of the configured size, with progress', async () => {
    graph.reset();
    const res = await api.call('POST', '/api/catalog/sync', shop.ownerToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().config.sync.fullSync).toMatchObject({ finishedAt: null });
    const total = res.json().config.sync.fullSync.total as number;
    const [{ n }] = (await t.ctx.db.orm.execute<{ n: number }>(sql`select count(*)::int as n from products where channel_id = ${shop.channelId}`)).rows as [{ n: number }];
    expect(total).toBe(n);
    const sync = await eventually(async () => {
      const s = (await config()).sync;
      expect(s.fullSync.finishedAt).not.toBeNull();
      return s;
    }, slow);
    expect(sync.fullSync.sent).toBe(total);
    const calls = callsTo(CATALOG);
    expect(calls.every((c) => c.requests.length <= 2)).toBe(true);
    expect(calls.length).toBe(Math.ceil(total / 2));
    expect(new Set(calls.flatMap((c) => c.requests.map((r) => r.data.id))).size).toBe(total);
  });

  it("another company's changes and sync never touch this catalog", async () => {
    graph.reset();
    expect((await enableCatalog(other.channelId, other.ownerToken, { metaCatalogId: OTHER_CATALOG, syncToMeta: true })).statusCode).toBe(200);
    await api.product(other.ownerToken, { name: 'Produto da Outra', skuId: 'OUTRA-1', priceCents: 1000 });
    expect((await api.call('POST', '/api/catalog/sync', other.ownerToken)).statusCode).toBe(200);
    await eventually(async () => expect(graph.catalogs.items(OTHER_CATALOG).has('OUTRA-1')).toBe(true), slow);
    await idle(other.ownerToken);
    expect(callsTo(CATALOG)).toHaveLength(0);
    expect(callsTo(OTHER_CATALOG).every((c) => c.token === 'token-da-outra' && c.requests.every((r) => r.data.id === 'OUTRA-1'))).toBe(true);
    // The products routes only ever see the caller's own catalogue.
    expect((await config()).sync.pending).toBe(0);
    expect((await api.call('GET', `/api/catalog/config/${shop.channelId}`, other.ownerToken)).statusCode).toBe(403);
  });
});

describe('without PUBLIC_URL', () => {
  it('sends the items without image links and says why in the status', async () => {
    const g = await startFakeGraph();
    const app = await createTestApp({ queue: true, config: g.config() });
    try {
      const c = await createCompany(app, { name: 'Loja Sem URL', channelNumber: '5511955554000', ownerLogin: 'loja-sem-url', credentials: g.credentials() });
      await setProductsModule(app, c.channelId, c.ownerToken);
      const calls = catalogCalls(app);
      const image = await calls.image(c.ownerToken);
      await calls.product(c.ownerToken, { name: 'Anel', skuId: 'ANEL-1', priceCents: 1000, imageIds: [image] });
      const admin = await app.tokenOf('admin');
      await calls.call('PUT', `/api/catalog/config/${c.channelId}/enabled`, admin, { enabled: true });
      expect((await calls.call('PUT', '/api/catalog/config', c.ownerToken, { metaCatalogId: CATALOG, syncToMeta: true })).statusCode).toBe(200);
      await eventually(async () => {
        const res = await app.app.inject({ method: 'GET', url: '/api/catalog/config', headers: auth(c.ownerToken) });
        expect(res.json().config.sync.lastError).toMatch(/configure PUBLIC_URL/);
      }, slow);
      const item = g.catalogs.items(CATALOG).get('ANEL-1');
      expect(item).toMatchObject({ id: 'ANEL-1', price: '10.00 BRL' });
      expect(item).not.toHaveProperty('image_link');
    } finally {
      await app.close();
      await g.close();
    }
  });
});
