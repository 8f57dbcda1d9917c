// The only place that reads and writes products and their images. The keyword search matches every
// word of the query as a substring of `search_text` (SKU, name and description folded by
// catalog_unaccent(lower(...)), migration 0029) through its trigram GIN index, and ranks by how close
// the folded name is to the query (pg_trgm's word_similarity, then similarity), then by name.
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { likeLiteral } from '../../platform/db/sql-helpers.js';
import { mediaFiles, productCategories, productImages, products } from '../../schema/index.js';

export type ProductRecord = typeof products.$inferSelect;
export type ProductView = ProductRecord & { categoryName: string | null; imageIds: string[] };
export type ProductWrite = {
  name: string;
  description: string;
  priceCents: number;
  salePriceCents: number | null;
  onSale: boolean;
  skuId: string;
  stockQuantity: number;
  categoryId: string | null;
  hide: boolean;
};
export type ProductFilter = {
  search?: string | undefined;
  categoryId?: string | undefined;
  visibility: 'all' | 'visible' | 'hidden';
  onSale?: boolean | undefined;
  outOfStock?: boolean | undefined;
};
export type ProductSort = { sort: 'name' | 'createdAt' | 'price' | 'relevance'; order: 'asc' | 'desc' };

/** The query's words (at most 8), each matched on its own. */
export const searchWords = (search: string | undefined): string[] => (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);

const folded = (text: string) => sql`catalog_unaccent(lower(${text}))`;
const foldedName = sql`catalog_unaccent(lower(${products.name}))`;

function filterOf(channelId: string, f: ProductFilter): SQL {
  const parts: Array<SQL | undefined> = [eq(products.channelId, channelId)];
  if (f.categoryId) parts.push(eq(products.categoryId, f.categoryId));
  if (f.visibility !== 'all') parts.push(eq(products.hide, f.visibility === 'hidden'));
  if (f.onSale !== undefined) parts.push(eq(products.onSale, f.onSale));
  if (f.outOfStock !== undefined) parts.push(f.outOfStock ? eq(products.stockQuantity, 0) : gt(products.stockQuantity, 0));
  for (const word of searchWords(f.search)) parts.push(sql`${products.searchText} like ('%' || ${folded(likeLiteral(word))} || '%')`);
  return and(...parts) as SQL;
}

function orderOf(f: ProductFilter, s: ProductSort): SQL[] {
  const direction = s.order === 'desc' ? desc : asc;
  const search = searchWords(f.search).join(' ');
  if (s.sort === 'relevance' && search) {
    const q = folded(search);
    return [desc(sql`word_similarity(${q}, ${foldedName})`), desc(sql`similarity(${q}, ${foldedName})`), asc(sql`lower(${products.name})`), asc(products.id)];
  }
  if (s.sort === 'createdAt') return [direction(products.createdAt), asc(products.id)];
  if (s.sort === 'price') return [direction(products.priceCents), asc(sql`lower(${products.name})`), asc(products.id)];
  return [direction(sql`lower(${products.name})`), asc(products.id)];
}

const imageIds = sql<string[]>`coalesce((
  select array_agg(${productImages.mediaId} order by ${productImages.position}) from ${productImages}
   where ${productImages.productId} = ${products.id}), '{}')`;

const viewColumns = { product: products, categoryName: productCategories.name, imageIds };

const toView = (r: { product: ProductRecord; categoryName: string | null; imageIds: string[] }): ProductView => ({
  ...r.product,
  categoryName: r.categoryName,
  imageIds: r.imageIds,
});

export async function pageProducts(orm: NodePgDatabase, channelId: string, f: ProductFilter, s: ProductSort, page: { page: number; perPage: number }) {
  const where = filterOf(channelId, f);
  const [rows, [total]] = await Promise.all([
    orm
      .select(viewColumns)
      .from(products)
      .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
      .where(where)
      .orderBy(...orderOf(f, s))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    orm.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.n ?? 0 };
}

/** The export's rows in name order, `size` at a time after the last one seen. */
export async function productsAfter(orm: NodePgDatabase, channelId: string, f: ProductFilter, last: ProductView | null, size: number): Promise<ProductView[]> {
  const after = last ? sql`(lower(${products.name}), ${products.id}) > (${last.name.toLowerCase()}, ${last.id})` : undefined;
  const rows = await orm
    .select(viewColumns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(filterOf(channelId, { ...f, search: f.search }), after))
    .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
    .limit(size);
  return rows.map(toView);
}

export async function findProduct(orm: NodePgDatabase, channelId: string, id: string): Promise<ProductView | undefined> {
  const [row] = await orm
    .select(viewColumns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(eq(products.channelId, channelId), eq(products.id, id)))
    .limit(1);
  return row ? toView(row) : undefined;
}

export async function insertProduct(tx: NodePgDatabase, channelId: string, values: ProductWrite): Promise<ProductRecord> {
  const [row] = await tx.insert(products).values({ channelId, ...values }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProduct(tx: NodePgDatabase, channelId: string, id: string, values: Partial<ProductWrite>): Promise<ProductRecord | undefined> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.channelId, channelId), eq(products.id, id)))
    .returning();
  return row;
}

export async function deleteProduct(orm: NodePgDatabase, channelId: string, id: string): Promise<boolean> {
  const rows = await orm.delete(products).where(and(eq(products.channelId, channelId), eq(products.id, id))).returning({ id: products.id });
  return rows.length > 0;
}

/** The product's images become exactly `mediaIds`, in that order. */
export async function replaceImages(tx: NodePgDatabase, productId: string, mediaIds: readonly string[]): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (mediaIds.length > 0) await tx.insert(productImages).values(mediaIds.map((mediaId, position) => ({ productId, mediaId, position })));
}

/** The channel's files among `ids` with their stored type and name (what an image must be). */
export async function mediaTypes(orm: NodePgDatabase, channelId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return orm
    .select({ id: mediaFiles.id, mimeType: mediaFiles.mimeType, fileName: mediaFiles.fileName })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.channelId, channelId), inArray(mediaFiles.id, [...ids])));
}

/** Another product of the channel with this SKU. */
export async function skuTaken(orm: NodePgDatabase, channelId: string, skuId: string, exceptId?: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.channelId, channelId), eq(products.skuId, skuId), exceptId ? sql`${products.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

/**
 * Upserts a chunk of imported products by (channel, SKU), in one statement. Images are left as they
 * are. Answers how many rows were new (`xmax = 0` marks an inserted row).
 */
export async function upsertProducts(tx: NodePgDatabase, channelId: string, rows: readonly ProductWrite[]): Promise<{ created: number; updated: number }> {
  if (rows.length === 0) return { created: 0, updated: 0 };
  const result = await tx
    .insert(products)
    .values(rows.map((r) => ({ channelId, ...r })))
    .onConflictDoUpdate({
      target: [products.channelId, products.skuId],
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        priceCents: sql`excluded.price_cents`,
        salePriceCents: sql`excluded.sale_price_cents`,
        onSale: sql`excluded.on_sale`,
        stockQuantity: sql`excluded.stock_quantity`,
        categoryId: sql`excluded.category_id`,
        hide: sql`excluded.hide`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const created = result.filter((r) => r.inserted).length;
  return { created, updated: result.length - created };
}
