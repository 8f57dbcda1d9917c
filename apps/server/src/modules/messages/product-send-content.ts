// A product or a product list → the stored message: type 'products' with the products as they are now
// (name, SKU, prices, cover), the Meta catalog it goes out through (or null), and the fallback the
// customer reads elsewhere (caption or numbered text), so every provider and screen reads one shape.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { productListLimits, type MessageContent, type ProductMessage, type ProductMessageItem, type SendProduct, type SendProductList } from '@atende/contract';
import { fail } from '../../platform/http/errors.js';
import { productCaption, productListText } from './product-fallback.js';
import { metaCatalogIdOf, productsForSend, type ProductForSend } from './product-send.repository.js';

type Tx = NodePgDatabase;
type Stored = { type: 'products'; content: MessageContent };

/** The section of uncategorised products, and of the categories past Meta's 10 sections. */
export const OTHER_PRODUCTS_SECTION = 'Outros produtos';

export function productItemOf(p: ProductForSend, withDescription: boolean): ProductMessageItem {
  return {
    productId: p.id,
    skuId: p.skuId,
    name: p.name,
    priceCents: p.priceCents,
    salePriceCents: p.onSale && p.salePriceCents !== null ? p.salePriceCents : null,
    ...(withDescription && p.description ? { description: p.description } : {}),
    imageMediaId: p.cover?.mediaId ?? null,
  };
}

/** The stored content of a product message, its fallback text included. */
export function productsContent(products: ProductMessage, cover: ProductForSend['cover'], automatic = false): Stored {
  const flags = automatic ? { automatic: true } : {};
  const [item] = products.sections[0]?.items ?? [];
  if (products.kind === 'product' && item) {
    const caption = productCaption(products, item);
    // The picture travels as the message's file, so the send job uploads or links it like any image.
    if (cover) return { type: 'products', content: { products, caption, media: { ...cover, state: 'ready' }, ...flags } };
    return { type: 'products', content: { products, text: caption, ...flags } };
  }
  return { type: 'products', content: { products, text: productListText(products), ...flags } };
}

/** Every id must be the company's (404 otherwise) and visible (a hidden product is refused by name). */
async function checkedProducts(tx: Tx, channelId: string, ids: readonly string[]): Promise<Map<string, ProductForSend>> {
  const found = new Map((await productsForSend(tx, channelId, ids)).map((p) => [p.id, p]));
  for (const id of ids) {
    const product = found.get(id);
    if (!product) throw fail('send_product_not_found');
    if (product.hide) throw fail('send_product_hidden', { params: { name: product.name } });
  }
  return found;
}

const frameOf = (input: { header?: string | undefined; body?: string | undefined; footer?: string | undefined }) => ({
  ...(input.header ? { header: input.header } : {}),
  ...(input.body ? { body: input.body } : {}),
  ...(input.footer ? { footer: input.footer } : {}),
});

/** What an operator's product send stores (the ids checked against the channel). */
export async function productSendContent(tx: Tx, channelId: string, input: SendProduct | SendProductList): Promise<Stored> {
  const catalogId = await metaCatalogIdOf(tx, channelId);
  if (input.type === 'product') {
    const product = (await checkedProducts(tx, channelId, [input.productId])).get(input.productId) as ProductForSend;
    const products: ProductMessage = { kind: 'product', catalogId, ...frameOf(input), sections: [{ items: [productItemOf(product, true)] }] };
    return productsContent(products, product.cover);
  }
  const found = await checkedProducts(tx, channelId, input.sections.flatMap((s) => s.productIds));
  const sections = input.sections.map((s) => ({ title: s.title, items: s.productIds.map((id) => productItemOf(found.get(id) as ProductForSend, false)) }));
  return productsContent({ kind: 'product_list', catalogId, ...frameOf(input), sections }, null);
}

/**
 * Products grouped by category in the order given, as a list's sections: a section per category
 * (its name cut to Meta's 24 characters), uncategorised ones and categories past the tenth together
 * in a last "Outros produtos" section.
 */
export function sectionsByCategory(products: readonly ProductForSend[]): Array<{ title: string; items: ProductForSend[] }> {
  const maxNamed = productListLimits.sections - 1;
  const named = new Map<string, ProductForSend[]>();
  const others: ProductForSend[] = [];
  for (const p of products) {
    const title = p.categoryName ? [...p.categoryName].slice(0, productListLimits.sectionTitle).join('') : null;
    const section = title ? named.get(title) : undefined;
    if (title && section) section.push(p);
    else if (title && named.size < maxNamed) named.set(title, [p]);
    else others.push(p);
  }
  const sections = [...named].map(([title, items]) => ({ title, items }));
  return others.length ? [...sections, { title: OTHER_PRODUCTS_SECTION, items: others }] : sections;
}

/** The bot's product list: the given visible products by category, through the channel's Meta catalog when it has one. */
export async function botProductListContent(tx: Tx, channelId: string, products: readonly ProductForSend[], frame: { header: string; body: string }): Promise<Stored> {
  const catalogId = await metaCatalogIdOf(tx, channelId);
  const sections = sectionsByCategory(products).map((s) => ({ title: s.title, items: s.items.map((p) => productItemOf(p, false)) }));
  return productsContent({ kind: 'product_list', catalogId, ...frame, sections }, null, true);
}
