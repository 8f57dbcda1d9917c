// The catalogue: categories (ordered), products CRUD with validation, images from media uploads,
// tenancy (another company's ids refused, its products never listed), who may read and write, the
// module gate, SKU unique per company, the list's filters and the keyword search's ranking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createManager, createOperator } from '../support/operator-fixtures.js';
import { catalogCalls, catalogCompanies, setProductsModule, type CatalogCompanies } from '../support/product-fixtures.js';
import { PDF } from '../support/media-samples.js';

let c: CatalogCompanies;
let api: ReturnType<typeof catalogCalls>;

beforeAll(async () => {
  c = await catalogCompanies();
  api = catalogCalls(c.t);
});
afterAll(async () => {
  await c.t.close();
});

describe('categories', () => {
  it('are created last, renamed, reordered (all of them, once each) and deleted leaving their products without a category', async () => {
    const aneis = await api.category(c.owner, 'Anéis');
    const brincos = await api.category(c.owner, 'Brincos');
    const colares = await api.category(c.owner, 'Colares');
    const dup = await api.call('POST', '/api/products/categories', c.owner, { name: 'anéis' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'product_category_name_taken', erroMensagem: 'Já existe uma categoria com este nome.' });
    const empty = await api.call('POST', '/api/products/categories', c.owner, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().erroMensagem).toContain('Informe o nome da categoria');

    const order = await api.call('PUT', '/api/products/categories/order', c.owner, { categoryIds: [colares, aneis, brincos] });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().categories.map((x: { name: string }) => x.name)).toEqual(['Colares', 'Anéis', 'Brincos']);
    const partial = await api.call('PUT', '/api/products/categories/order', c.owner, { categoryIds: [colares, aneis] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toBe('product_category_order_mismatch');

    const renamed = await api.call('PUT', `/api/products/categories/${brincos}`, c.owner, { name: 'Brincos de festa' });
    expect(renamed.json().category).toMatchObject({ name: 'Brincos de festa', position: 2 });

    const p = await api.product(c.owner, { name: 'Colar Pérola', skuId: 'COL-1', categoryId: colares });
    expect((await api.call('GET', '/api/products/categories', c.owner)).json().categories[0]).toMatchObject({ name: 'Colares', productsCount: 1 });
    expect((await api.call('DELETE', `/api/products/categories/${colares}`, c.owner)).statusCode).toBe(200);
    expect((await api.call('GET', `/api/products/${p._id}`, c.owner)).json().product).toMatchObject({ categoryId: null, categoryName: null });
    // Another company cannot touch them.
    expect((await api.call('PUT', `/api/products/categories/${aneis}`, c.other.ownerToken, { name: 'Minha' })).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/products/categories/${aneis}`, c.other.ownerToken)).statusCode).toBe(404);
    expect((await api.call('GET', '/api/products/categories', c.other.ownerToken)).json().categories).toEqual([]);
  });
});

describe('products', () => {
  it('are created, read, changed, hidden and deleted, with prices in cents and images from uploads', async () => {
    const cat = await api.category(c.owner, 'Pulseiras');
    const photo = await api.image(c.owner);
    const photo2 = await api.image(c.owner);
    const created = await api.product(c.owner, {
      name: 'Pulseira Prata',
      description: 'Prata 925',
      priceCents: 15990,
      salePriceCents: 12990,
      onSale: true,
      skuId: 'PUL-925',
      stockQuantity: 4,
      categoryId: cat,
      imageIds: [photo2, photo],
    });
    expect(created).toMatchObject({ name: 'Pulseira Prata', priceCents: 15990, skuId: 'PUL-925', categoryId: cat, hide: false });
    expect(created.images.map((i) => i.mediaId)).toEqual([photo2, photo]);
    expect(created.images[0]?.url).toMatch(/^\/api\/media\/.+\?exp=\d+&sig=/);
    // A searched product (read by the search's own statement) is the product as read by id, field for field.
    // (Image links are compared by file: their expiry moves every 12 hours.)
    const fields = (p: { images: Array<{ mediaId: string }> }) => ({ ...p, images: p.images.map((i) => i.mediaId) });
    const byId = fields((await api.call('GET', `/api/products/${created._id}`, c.owner)).json().product);
    for (const search of ['pulseira', 'pulseira prata']) {
      const found = (await api.call('GET', `/api/products/page/1?search=${encodeURIComponent(search)}`, c.owner)).json();
      expect(found.items.map(fields), search).toEqual([byId]);
    }

    const changed = await api.call('PUT', `/api/products/${created._id}`, c.owner, {
      name: 'Pulseira Prata 925',
      priceCents: 16990,
      skuId: 'PUL-925',
      stockQuantity: 0,
      imageIds: [photo],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // PUT replaces: fields left out take their defaults (no category, not on sale).
    expect(changed.json().product).toMatchObject({ name: 'Pulseira Prata 925', priceCents: 16990, onSale: false, salePriceCents: null, categoryId: null, stockQuantity: 0 });
    expect(changed.json().product.images.map((i: { mediaId: string }) => i.mediaId)).toEqual([photo]);

    const hidden = await api.call('PATCH', `/api/products/${created._id}/visibility`, c.owner, { hide: true });
    expect(hidden.json().product.hide).toBe(true);
    expect(await api.names(c.owner, 'visibility=hidden')).toContain('Pulseira Prata 925');
    expect(await api.names(c.owner, 'visibility=visible')).not.toContain('Pulseira Prata 925');
    expect(await api.names(c.owner, 'outOfStock=true')).toContain('Pulseira Prata 925');

    expect((await api.call('DELETE', `/api/products/${created._id}`, c.owner)).statusCode).toBe(200);
    expect((await api.call('GET', `/api/products/${created._id}`, c.owner)).json()).toMatchObject({ statusCode: 404, error: 'product_not_found', erroMensagem: 'Produto não encontrado.' });
  });

  it('refuses invalid values with pt-BR messages (4xx, never 500)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ skuId: 'X1', priceCents: 100 }, 'Informe o nome do produto'],
      [{ name: 'Sem SKU', priceCents: 100 }, 'Informe o SKU'],
      [{ name: 'Espaço', skuId: 'A B', priceCents: 100 }, 'O SKU aceita letras, números'],
      [{ name: 'Negativo', skuId: 'NEG', priceCents: -1 }, 'O preço não pode ser negativo'],
      [{ name: 'Fração', skuId: 'FR', priceCents: 10.5 }, 'O preço deve ser em centavos inteiros'],
      [{ name: 'Estoque', skuId: 'EST', priceCents: 100, stockQuantity: -2 }, 'O estoque não pode ser negativo'],
      [{ name: 'Promo', skuId: 'PR', priceCents: 100, onSale: true }, 'Informe o preço promocional'],
      [{ name: 'Promo alta', skuId: 'PR2', priceCents: 100, salePriceCents: 150 }, 'O preço promocional deve ser menor que o preço'],
    ];
    for (const [body, message] of cases) {
      const res = await api.call('POST', '/api/products', c.owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().erroMensagem).toContain(message);
    }
    const pdf = await api.image(c.owner, PDF, 'catalogo.pdf', 'application/pdf');
    const notImage = await api.call('POST', '/api/products', c.owner, { name: 'PDF', skuId: 'PDF1', priceCents: 100, imageIds: [pdf] });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().erroMensagem).toBe('O arquivo catalogo.pdf não é uma imagem (use JPEG ou PNG).');
  });

  it('SKU is unique per company: 409 with the SKU named; another company may use the same SKU', async () => {
    await api.product(c.owner, { name: 'Anel A', skuId: 'SKU-UNICO' });
    const dup = await api.call('POST', '/api/products', c.owner, { name: 'Anel B', skuId: 'SKU-UNICO', priceCents: 100 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'product_sku_taken', erroMensagem: 'Já existe um produto com o SKU SKU-UNICO.' });
    const other = await api.product(c.other.ownerToken, { name: 'Anel da outra', skuId: 'SKU-UNICO' });
    const mine = await api.product(c.owner, { name: 'Anel C', skuId: 'SKU-C' });
    const clash = await api.call('PUT', `/api/products/${mine._id}`, c.owner, { name: 'Anel C', skuId: 'SKU-UNICO', priceCents: 100 });
    expect(clash.statusCode).toBe(409);
    expect(other.skuId).toBe('SKU-UNICO');
  });

  it("another company's category, image and product ids are refused, and its products never listed", async () => {
    const theirCat = await api.category(c.other.ownerToken, 'Deles');
    const theirPhoto = await api.image(c.other.ownerToken);
    const theirs = await api.product(c.other.ownerToken, { name: 'Produto Exclusivo Deles', skuId: 'DELES-1' });
    const withCat = await api.call('POST', '/api/products', c.owner, { name: 'X', skuId: 'X-CAT', priceCents: 1, categoryId: theirCat });
    expect(withCat.statusCode).toBe(404);
    expect(withCat.json()).toMatchObject({ error: 'product_category_not_found', erroMensagem: 'Categoria não encontrada.' });
    const withImage = await api.call('POST', '/api/products', c.owner, { name: 'X', skuId: 'X-IMG', priceCents: 1, imageIds: [theirPhoto] });
    expect(withImage.statusCode).toBe(404);
    expect(withImage.json().error).toBe('media_not_found');
    for (const [method, url, body] of [
      ['GET', `/api/products/${theirs._id}`, undefined],
      ['PUT', `/api/products/${theirs._id}`, { name: 'Meu', skuId: 'MEU', priceCents: 1 }],
      ['PATCH', `/api/products/${theirs._id}/visibility`, { hide: true }],
      ['DELETE', `/api/products/${theirs._id}`, undefined],
    ] as const) {
      expect((await api.call(method, url, c.owner, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await api.names(c.owner, 'search=exclusivo')).toEqual([]);
    expect(await api.names(c.owner, `categoryId=${theirCat}`)).toEqual([]);
    expect((await api.call('GET', `/api/products/${theirs._id}`, c.other.ownerToken)).json().product.name).toBe('Produto Exclusivo Deles');
  });
});

describe('keyword search', () => {
  it('ignores accents and case, matches partial words in any order, and ranks the closest name first', async () => {
    const cat = await api.category(c.owner, 'Busca');
    for (const [name, skuId, description] of [
      ['Brinco de Ouro', 'BR-OURO', 'Par de brincos'],
      ['Anel de Prata com detalhe em ouro', 'AN-PRATA', ''],
      ['Anel de Ouro 18k', 'AN-18K', 'Ouro amarelo maciço'],
      ['Jóia Rara', 'JOIA-1', 'Peça única'],
      ['Corrente', 'COR-ÁGUA', 'Banhada, resistente à água'],
      ['Ouro Branco Pingente', 'PIN-OB', ''],
    ] as const) {
      await api.product(c.owner, { name, skuId, description, categoryId: cat });
    }
    const search = (q: string) => api.names(c.owner, `categoryId=${cat}&search=${encodeURIComponent(q)}`);
    expect((await search('anel ouro'))[0]).toBe('Anel de Ouro 18k');
    expect(await search('anel ouro')).toEqual(['Anel de Ouro 18k', 'Anel de Prata com detalhe em ouro']);
    expect(await search('ANEL   OURO')).toEqual(await search('anel ouro'));
    expect(await search('joia')).toEqual(['Jóia Rara']);
    expect(await search('JÓIA')).toEqual(['Jóia Rara']);
    expect(await search('agua')).toEqual(['Corrente']);
    expect(await search('18k')).toEqual(['Anel de Ouro 18k']);
    expect(await search('an-18')).toEqual(['Anel de Ouro 18k']);
    expect(await search('ouro maci')).toEqual(['Anel de Ouro 18k']);
    expect(await search('prata ouro anel')).toEqual(['Anel de Prata com detalhe em ouro']);
    expect(await search('diamante')).toEqual([]);
    // A name that starts with the query, then names that contain it, then the rest (here: the description).
    expect(await search('ouro')).toEqual(['Ouro Branco Pingente', 'Brinco de Ouro', 'Anel de Ouro 18k', 'Anel de Prata com detalhe em ouro']);
    expect(await search('pingente ouro')).toEqual(['Ouro Branco Pingente']);
    // LIKE's wildcards are text, not patterns.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // Without a search the list is by name; filters combine with the search.
    expect(await api.names(c.owner, `categoryId=${cat}`)).toEqual(['Anel de Ouro 18k', 'Anel de Prata com detalhe em ouro', 'Brinco de Ouro', 'Corrente', 'Jóia Rara', 'Ouro Branco Pingente']);
    expect(await api.names(c.owner, `categoryId=${cat}&sort=price&order=desc&search=ouro`)).toHaveLength(4);
  });

  it('a search matching more than 1,000 products is listed by name and says its count stopped at 1,000; fewer are ranked', async () => {
    const cat = await api.category(c.owner, 'Muitos');
    await c.t.ctx.db.orm.execute(sql`
      insert into products (channel_id, category_id, name, sku_id, price_cents)
      select ${c.channelId}, ${cat}, case when g % 2 = 0 then 'Argola Larga ' else 'Larga Argola ' end || lpad(g::text, 4, '0'), 'ARG-' || g, 100
        from generate_series(1, 1001) g`);
    const broad = await api.call('GET', `/api/products/page/1?perPage=3&search=argola`, c.owner);
    expect(broad.json()).toMatchObject({ total: 1000, totalCapped: true });
    expect(broad.json().items.map((p: { name: string }) => p.name)).toEqual(['Argola Larga 0002', 'Argola Larga 0004', 'Argola Larga 0006']);
    // Several words, as broad: the same order by name, pages included (the trigram matches sorted).
    const words = await api.call('GET', `/api/products/page/2?perPage=3&search=larga%20argola`, c.owner);
    expect(words.json()).toMatchObject({ total: 1000, totalCapped: true, page: 2 });
    expect(words.json().items.map((p: { name: string }) => p.name)).toEqual(['Argola Larga 0008', 'Argola Larga 0010', 'Argola Larga 0012']);
    // Fewer matches are counted and ranked: the name that starts with the query first.
    const ranked = await api.call('GET', `/api/products/page/1?perPage=2&search=larga%20argola%201`, c.owner);
    expect(ranked.json()).toMatchObject({ totalCapped: false });
    expect(ranked.json().total).toBeGreaterThan(100);
    expect(ranked.json().items[0].name).toBe('Larga Argola 1001');
    const narrow = await api.call('GET', `/api/products/page/1?perPage=3&search=argola%200007`, c.owner);
    expect(narrow.json()).toMatchObject({ total: 1, totalCapped: false });
    expect((await api.call('GET', `/api/products/page/1?categoryId=${cat}`, c.owner)).json()).toMatchObject({ total: 1001, totalCapped: false });
  });

  it('pages on the server with the total', async () => {
    const cat = await api.category(c.owner, 'Paginada');
    for (let i = 1; i <= 7; i++) await api.product(c.owner, { name: `Item ${i}`, skuId: `PAG-${i}`, categoryId: cat });
    const page2 = await api.call('GET', `/api/products/page/2?perPage=3&categoryId=${cat}`, c.owner);
    expect(page2.json()).toMatchObject({ page: 2, perPage: 3, total: 7 });
    expect(page2.json().items.map((p: { name: string }) => p.name)).toEqual(['Item 4', 'Item 5', 'Item 6']);
    expect((await api.call('GET', '/api/products/page/1?visibility=nenhuma', c.owner)).json().erroMensagem).toContain('Visibilidade inválida');
  });
});

describe('access', () => {
  it('operators read and search but do not write; a manager needs Products; the module off closes every route', async () => {
    const op = await createOperator(c.t, c.owner, 'op-catalogo');
    const p = await api.product(c.owner, { name: 'Lido pelo operador', skuId: 'OP-READ' });
    expect((await api.call('GET', `/api/products/${p._id}`, op.token)).statusCode).toBe(200);
    expect(await api.names(op.token, 'search=lido')).toEqual(['Lido pelo operador']);
    expect((await api.call('GET', '/api/products/categories', op.token)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/products', { name: 'Não', skuId: 'NAO', priceCents: 1 }],
      ['PUT', `/api/products/${p._id}`, { name: 'Não', skuId: 'NAO', priceCents: 1 }],
      ['PATCH', `/api/products/${p._id}/visibility`, { hide: true }],
      ['DELETE', `/api/products/${p._id}`, undefined],
      ['POST', '/api/products/categories', { name: 'Não' }],
      ['GET', '/api/products/export', undefined],
      ['GET', '/api/catalog/config', undefined],
    ] as const) {
      expect((await api.call(method, url, op.token, body)).statusCode, `${method} ${url}`).toBe(403);
    }

    const without = await createManager(c.t, c.owner, 'gerente-sem-produtos', ['Contacts']);
    expect((await api.call('GET', '/api/products/page/1', without.token)).statusCode).toBe(403);
    const withProducts = await createManager(c.t, c.owner, 'gerente-produtos', ['Products']);
    expect((await api.call('POST', '/api/products', withProducts.token, { name: 'Do gerente', skuId: 'GER-1', priceCents: 1 })).statusCode).toBe(201);

    await setProductsModule(c.t, c.channelId, c.owner, false);
    const off = await api.call('GET', '/api/products/page/1', c.owner);
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe('module_disabled');
    expect((await api.call('GET', '/api/catalog/config', c.owner)).json().error).toBe('module_disabled');
    await setProductsModule(c.t, c.channelId, c.owner, true);
  });
});

describe('catalogue settings', () => {
  it('the admin turns the catalogue on; then the owner sets the Meta catalog id (Cloud only) and the sync flag, validated', async () => {
    const before = await api.call('GET', '/api/catalog/config', c.owner);
    expect(before.json().config).toMatchObject({ enabled: false, metaCatalogId: null, syncToMeta: false });
    const early = await api.call('PUT', '/api/catalog/config', c.owner, { metaCatalogId: '123456789', syncToMeta: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('catalog_not_enabled');
    // The owner cannot turn it on; the admin can.
    expect((await api.call('PUT', `/api/catalog/config/${c.channelId}/enabled`, c.owner, { enabled: true })).statusCode).toBe(403);
    const admin = await c.t.tokenOf('admin');
    expect((await api.call('GET', `/api/catalog/config/${c.channelId}`, admin)).json().config).toMatchObject({ enabled: false, cloudChannel: false });
    expect((await api.call('GET', `/api/catalog/config/${c.channelId}`, c.owner)).statusCode).toBe(403);
    expect((await api.call('GET', '/api/catalog/config/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    for (const channelId of [c.channelId, c.other.channelId]) {
      const on = await api.call('PUT', `/api/catalog/config/${channelId}/enabled`, admin, { enabled: true });
      expect(on.statusCode, on.body).toBe(200);
    }
    const bad = await api.call('PUT', '/api/catalog/config', c.owner, { metaCatalogId: 'abc', syncToMeta: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().erroMensagem).toContain('O ID do catálogo da Meta tem só números');
    const syncWithout = await api.call('PUT', '/api/catalog/config', c.owner, { metaCatalogId: null, syncToMeta: true });
    expect(syncWithout.json().erroMensagem).toContain('Informe o ID do catálogo da Meta');
    // The demo channel is the simulator: no Meta catalog there. The other company is on Cloud.
    const notCloud = await api.call('PUT', '/api/catalog/config', c.owner, { metaCatalogId: '123456789', syncToMeta: true });
    expect(notCloud.json().error).toBe('catalog_meta_cloud_only');
    const saved = await api.call('PUT', '/api/catalog/config', c.other.ownerToken, { metaCatalogId: '123456789', syncToMeta: true });
    expect(saved.statusCode, saved.body).toBe(200);
    // Turning the sync on queues every product of the channel for Meta (this app runs without the job queue).
    expect(saved.json().config).toEqual({
      enabled: true,
      metaCatalogId: '123456789',
      syncToMeta: true,
      cloudChannel: true,
      sync: { lastSyncAt: null, lastSentCount: 0, totalSentCount: 0, pending: expect.any(Number), lastError: null, lastErrorAt: null, fullSync: expect.objectContaining({ finishedAt: null, removed: null }), processing: 0, rejected: { total: 0, items: [] } },
    });
    expect((await api.call('GET', '/api/catalog/config', c.owner)).json().config).toMatchObject({ enabled: true, metaCatalogId: null });
  });
});
