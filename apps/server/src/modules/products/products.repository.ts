// The only place that reads and writes products and their images.
// Keyword search: each word of the query, folded by catalog_unaccent(lower(...)) as the stored columns
// are, must appear as a substring of `search_text` (SKU, name and description), which its trigram GIN
// index answers. Matches are ranked: first the names that start with the query, then those that
// contain it, then those that contain every word, then the rest (matched in the SKU or the
// description); within a tier the closest name (pg_trgm's word_similarity), then the shortest, then
// by name. Ranking reads every match, so past SEARCH_COUNT_CAP matches ("ouro" in a jewellery shop) the
// search is listed by name and its count stops there (`totalCapped`): one word by walking the
// (channel, lower(name)) index, several by sorting the trigram index's matches by folded name (searchPage).
import { and, asc, desc, eq, getTableColumns, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { likeLiteral } from '../../platform/db/sql-helpers.js';
import { mediaFiles, productCategories, productImages, products } from '../../schema/index.js';

/** A search counts and ranks up to this many matches; past it, it is listed by name. */
export const SEARCH_COUNT_CAP = 1000;

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

/**
 * A text folded as the stored columns are. Inline, with the text as a parameter: the function is
 * IMMUTABLE, so PostgreSQL folds it once while planning, and the GIN index sees a constant pattern.
 */
const folded = (text: string) => sql`catalog_unaccent(lower(${text}))`;

/** `column` holds the folded `text` (LIKE's wildcards in it escaped). */
const contains = (column: SQL | typeof products.searchText, text: string) => sql`${column} like ('%' || ${folded(likeLiteral(text))} || '%')`;

function filterOf(channelId: string, f: ProductFilter, words: readonly string[]): SQL {
  const parts: Array<SQL | undefined> = [eq(products.channelId, channelId)];
  if (f.categoryId) parts.push(eq(products.categoryId, f.categoryId));
  if (f.visibility !== 'all') parts.push(eq(products.hide, f.visibility === 'hidden'));
  if (f.onSale !== undefined) parts.push(eq(products.onSale, f.onSale));
  if (f.outOfStock !== undefined) parts.push(f.outOfStock ? eq(products.stockQuantity, 0) : gt(products.stockQuantity, 0));
  for (const word of words) parts.push(contains(products.searchText, word));
  return and(...parts) as SQL;
}

/** The matches' columns the ranking reads (the search's CTE `m`). */
const m = { id: sql.raw('m.id'), name: sql.raw('m.name'), searchName: sql.raw('m.search_name') };

/** The relevance order over `m`. */
function relevance(words: readonly string[]): SQL {
  const phrase = words.join(' ');
  const tier = sql`case
    when ${m.searchName} like (${folded(likeLiteral(phrase))} || '%') then 0
    when ${contains(m.searchName, phrase)} then 1
    when ${and(...words.map((w) => contains(m.searchName, w)))} then 2
    else 3 end`;
  return sql`${tier}, word_similarity(${folded(phrase)}, ${m.searchName}) desc, length(${m.name}), lower(${m.name}), ${m.id}`;
}

function orderOf(s: ProductSort): SQL[] {
  const direction = s.order === 'desc' ? desc : asc;
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

async function countProducts(orm: NodePgDatabase, where: SQL, capped: boolean): Promise<{ total: number; capped: boolean }> {
  if (!capped) {
    const [row] = await orm.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
    return { total: row?.n ?? 0, capped: false };
  }
  const limited = orm.select({ one: sql`1` }).from(products).where(where).limit(SEARCH_COUNT_CAP + 1).as('limited');
  const [row] = await orm.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = row?.n ?? 0;
  return { total: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP };
}

const pageOf = (page: { page: number; perPage: number }) => ({ limit: page.perPage, offset: (page.page - 1) * page.perPage });

const productColumns = Object.entries(getTableColumns(products));

/** A raw row's product columns (named as PostgreSQL names them) mapped as drizzle maps its own selects. */
function productOfRow(row: Record<string, unknown>): ProductRecord {
  return Object.fromEntries(productColumns.map(([key, column]) => {
    const value = row[column.name];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  })) as ProductRecord;
}

/**
 * A search in one statement: its matches are read once into `m` and counted, the page's ids picked
 * among them (ranked when there are at most SEARCH_COUNT_CAP, by folded name past it), and the page's
 * rows read by those ids in that order.
 * One word can match most of the catalogue ("ouro"), so only up to the cap is read: past it the answer
 * is null and the caller walks the name index, which stops early when matches are dense. Several words
 * must all match, so the trigram index's intersection is read whole and sorted there (walking the name
 * index instead, "anel ouro" reads every "Aliança" before the first "Anel").
 */
async function searchPage(orm: NodePgDatabase, channelId: string, where: SQL, words: readonly string[], page: { page: number; perPage: number }) {
  const { limit, offset } = pageOf(page);
  const broad = words.length > 1;
  const byName = broad ? sql`array(select m.id from m order by ${m.searchName}, ${m.id} limit ${limit} offset ${offset})` : sql`null::uuid[]`;
  const res = await orm.execute<Record<string, unknown> & { total: number; category_name: string | null; image_ids: string[] }>(sql`
    with m as materialized (
      select ${products.id} as id, ${products.name} as name, ${products.searchName} as search_name
        from ${products} where ${where} ${broad ? sql`` : sql`limit ${SEARCH_COUNT_CAP + 1}`}
    ), n as (select count(*)::int as total from m),
    picked as (select n.total, case when n.total <= ${SEARCH_COUNT_CAP}
      then array(select m.id from m order by ${relevance(words)} limit ${limit} offset ${offset})
      else ${byName} end as ids from n)
    select picked.total, ${products}.*, ${productCategories.name} as category_name, ${imageIds} as image_ids
      from picked
      left join lateral unnest(picked.ids) with ordinality as page(id, position) on true
      left join ${products} on ${products.id} = page.id and ${products.channelId} = ${channelId}
      left join ${productCategories} on ${productCategories.id} = ${products.categoryId}
     order by page.position`);
  const total = Number(res.rows[0]?.total ?? 0);
  if (total > SEARCH_COUNT_CAP && !broad) return null;
  const rows = res.rows.filter((r) => r.id).map((r) => ({ ...productOfRow(r), categoryName: r.category_name, imageIds: r.image_ids }));
  const capped = total > SEARCH_COUNT_CAP;
  return { rows, total: capped ? SEARCH_COUNT_CAP : total, totalCapped: capped };
}

export async function pageProducts(orm: NodePgDatabase, channelId: string, f: ProductFilter, s: ProductSort, page: { page: number; perPage: number }) {
  const words = searchWords(f.search);
  const where = filterOf(channelId, f, words);
  let count: { total: number; capped: boolean } | null = null;
  if (s.sort === 'relevance' && words.length > 0) {
    const found = await searchPage(orm, channelId, where, words, page);
    if (found) return found;
    count = { total: SEARCH_COUNT_CAP, capped: true };
  }
  count ??= await countProducts(orm, where, words.length > 0);
  const rows = await orm
    .select(viewColumns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(where)
    .orderBy(...orderOf(s))
    .limit(pageOf(page).limit)
    .offset(pageOf(page).offset);
  return { rows: rows.map(toView), total: count.total, totalCapped: count.capped };
}

/** The export's rows in name order, `size` at a time after the last one seen. */
export async function productsAfter(orm: NodePgDatabase, channelId: string, f: ProductFilter, last: ProductView | null, size: number): Promise<ProductView[]> {
  const words = searchWords(f.search);
  const after = last ? sql`(lower(${products.name}), ${products.id}) > (${last.name.toLowerCase()}, ${last.id})` : undefined;
  const rows = await orm
    .select(viewColumns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(filterOf(channelId, f, words), after))
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

/** Deletes the product; answers its SKU (what Meta's catalog knows it by), or undefined when none. */
export async function deleteProduct(orm: NodePgDatabase, channelId: string, id: string): Promise<string | undefined> {
  const [row] = await orm.delete(products).where(and(eq(products.channelId, channelId), eq(products.id, id))).returning({ skuId: products.skuId });
  return row?.skuId;
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
