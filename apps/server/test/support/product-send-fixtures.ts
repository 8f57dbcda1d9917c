// A small jewellery catalogue for the product-send tests, made through the real routes: two ordered
// categories, a product on sale with a picture, one without a picture, a hidden one, and a product of
// another company; plus the switches that give a channel its Meta catalog.
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';
import { catalogCalls, setProductsModule } from './product-fixtures.js';

export type SendCatalogue = { ring: string; necklace: string; hidden: string; foreign: string; ringImage: string; rings: string; necklaces: string };

export async function sendCatalogue(t: TestApp, company: { channelId: string; ownerToken: string }, stranger: { channelId: string; ownerToken: string }): Promise<SendCatalogue> {
  const api = catalogCalls(t);
  await setProductsModule(t, company.channelId, company.ownerToken);
  await setProductsModule(t, stranger.channelId, stranger.ownerToken);
  const rings = await api.category(company.ownerToken, 'Anéis');
  const necklaces = await api.category(company.ownerToken, 'Colares');
  const ringImage = await api.image(company.ownerToken);
  const ring = await api.product(company.ownerToken, {
    name: 'Anel de Ouro 18k',
    skuId: 'ANEL-18K',
    description: 'Aro fino, ouro amarelo.',
    priceCents: 120000,
    salePriceCents: 99000,
    onSale: true,
    categoryId: rings,
    imageIds: [ringImage],
  });
  const necklace = await api.product(company.ownerToken, { name: 'Colar de Prata', skuId: 'COLAR-PRATA', priceCents: 5990, categoryId: necklaces });
  const hidden = await api.product(company.ownerToken, { name: 'Brinco Esgotado', skuId: 'BRINCO-X', priceCents: 1000, hide: true });
  const foreign = await api.product(stranger.ownerToken, { name: 'Produto de Outra Loja', skuId: 'OUTRA-1', priceCents: 1000 });
  return { ring: ring._id, necklace: necklace._id, hidden: hidden._id, foreign: foreign._id, ringImage, rings, necklaces };
}

/** The admin turns the channel's catalogue on and the owner names its Meta catalog (null removes it). */
export async function setMetaCatalog(t: TestApp, channelId: string, ownerToken: string, metaCatalogId: string | null): Promise<void> {
  const { call } = catalogCalls(t);
  const admin = await t.tokenOf('admin');
  expect((await call('PUT', `/api/catalog/config/${channelId}/enabled`, admin, { enabled: true })).statusCode).toBe(200);
  const saved = await call('PUT', '/api/catalog/config', ownerToken, { metaCatalogId, syncToMeta: false });
  expect(saved.statusCode, saved.body).toBe(200);
}
