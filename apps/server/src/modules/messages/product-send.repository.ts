// What sending products reads from the catalogue's tables (schema/products.ts): the products an
// operator picked, with their cover picture and category, the channel's Meta catalog, and the bot's
// product list. Read through the schema rather than the products module, as the walls allow for
// tables: messages and products sit on the same layer and neither imports the other.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { catalogConfigs, channels, mediaFiles, productCategories, productImages, products } from '../../schema/index.js';

export type ProductCover = { mediaId: string; mimeType: string; fileName: string | null; size: number | null };

export type ProductForSend = {
  id: string;
  skuId: string;
  name: string;
  description: string;
  priceCents: number;
  salePriceCents: number | null;
  onSale: boolean;
  hide: boolean;
  categoryName: string | null;
  cover: ProductCover | null;
};

/** The bot lists at most this many products (Meta's limit for one product list). */
export const BOT_PRODUCT_LIMIT = 30;

const columns = {
  id: products.id,
  skuId: products.skuId,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  salePriceCents: products.salePriceCents,
  onSale: products.onSale,
  hide: products.hide,
  categoryName: productCategories.name,
  coverId: mediaFiles.id,
  coverMime: mediaFiles.mimeType,
  coverName: mediaFiles.fileName,
  coverSize: mediaFiles.size,
};

/** A joined row: the product's own fields, and its cover's columns flat. */
type Row = Omit<ProductForSend, 'cover'> & { coverId: string | null; coverMime: string | null; coverName: string | null; coverSize: number | null };

const toProduct = ({ coverId, coverMime, coverName, coverSize, ...product }: Row): ProductForSend => ({
  ...product,
  cover: coverId && coverMime ? { mediaId: coverId, mimeType: coverMime, fileName: coverName, size: coverSize } : null,
});

/** Products with their category and cover (the picture at position 0), joined once. */
const productQuery = (tx: NodePgDatabase) =>
  tx
    .select(columns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
    .leftJoin(mediaFiles, eq(mediaFiles.id, productImages.mediaId));

/** The channel's products among `ids`; ids of another company are simply absent. */
export async function productsForSend(tx: NodePgDatabase, channelId: string, ids: readonly string[]): Promise<ProductForSend[]> {
  if (ids.length === 0) return [];
  const rows = await productQuery(tx).where(and(eq(products.channelId, channelId), inArray(products.id, [...ids])));
  return rows.map(toProduct);
}

/** The bot's list: visible products in the categories' order (uncategorised last), then by name. */
export async function visibleProductsForBot(tx: NodePgDatabase, channelId: string, limit = BOT_PRODUCT_LIMIT): Promise<ProductForSend[]> {
  const rows = await productQuery(tx)
    .where(and(eq(products.channelId, channelId), eq(products.hide, false)))
    .orderBy(sql`${productCategories.position} asc nulls last`, asc(productCategories.name), sql`lower(${products.name})`, asc(products.id))
    .limit(limit);
  return rows.map(toProduct);
}

/**
 * The Meta catalog a product message goes out through: the channel's catalog id while its catalogue
 * settings are on and the channel is a Cloud one; null otherwise (the text fallback is sent).
 */
export async function metaCatalogIdOf(tx: NodePgDatabase, channelId: string): Promise<string | null> {
  const [row] = await tx
    .select({ catalogId: catalogConfigs.metaCatalogId })
    .from(catalogConfigs)
    .innerJoin(channels, eq(channels.id, catalogConfigs.channelId))
    .where(and(eq(catalogConfigs.channelId, channelId), eq(catalogConfigs.enabled, true), eq(channels.apiType, 'cloud')));
  return row?.catalogId || null;
}
