// The only place that reads and writes catalogue categories. Their order is `position` (0 first);
// a new category goes last, a reorder rewrites every position in one statement.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { outerColumn, uuidArray } from '../../platform/db/sql-helpers.js';
import { productCategories, products } from '../../schema/index.js';

export type CategoryRecord = typeof productCategories.$inferSelect;
export type CategoryWithCount = CategoryRecord & { productsCount: number };

const scope = (channelId: string) => eq(productCategories.channelId, channelId);
const one = (channelId: string, id: string) => and(scope(channelId), eq(productCategories.id, id));

/** Through products' (channel, category) index. */
const productsCount = sql<number>`(
  select count(*)::int from ${products}
   where ${products.channelId} = ${outerColumn('product_categories', 'channel_id')} and ${products.categoryId} = ${outerColumn('product_categories', 'id')})`;

export async function listCategories(orm: NodePgDatabase, channelId: string): Promise<CategoryWithCount[]> {
  const rows = await orm
    .select({ row: productCategories, productsCount })
    .from(productCategories)
    .where(scope(channelId))
    .orderBy(asc(productCategories.position), asc(sql`lower(${productCategories.name})`));
  return rows.map((r) => ({ ...r.row, productsCount: r.productsCount }));
}

export async function findCategory(orm: NodePgDatabase, channelId: string, id: string): Promise<CategoryWithCount | undefined> {
  const [row] = await orm.select({ row: productCategories, productsCount }).from(productCategories).where(one(channelId, id)).limit(1);
  return row ? { ...row.row, productsCount: row.productsCount } : undefined;
}

export async function categoryNameTaken(orm: NodePgDatabase, channelId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(scope(channelId), sql`lower(${productCategories.name}) = ${name.toLowerCase()}`, exceptId ? sql`${productCategories.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}

/** Last in the order. */
export async function insertCategory(orm: NodePgDatabase, channelId: string, name: string): Promise<CategoryRecord> {
  const [row] = await orm
    .insert(productCategories)
    .values({
      channelId,
      name,
      position: sql`(select coalesce(max(${productCategories.position}) + 1, 0) from ${productCategories} where ${productCategories.channelId} = ${channelId})`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function renameCategory(orm: NodePgDatabase, channelId: string, id: string, name: string): Promise<CategoryRecord | undefined> {
  const [row] = await orm.update(productCategories).set({ name, updatedAt: new Date() }).where(one(channelId, id)).returning();
  return row;
}

/** Products of the category keep existing, without a category (the foreign key sets null). */
export async function deleteCategory(orm: NodePgDatabase, channelId: string, id: string): Promise<boolean> {
  const rows = await orm.delete(productCategories).where(one(channelId, id)).returning({ id: productCategories.id });
  return rows.length > 0;
}

export async function categoryIds(orm: NodePgDatabase, channelId: string): Promise<string[]> {
  const rows = await orm.select({ id: productCategories.id }).from(productCategories).where(scope(channelId)).for('update');
  return rows.map((r) => r.id);
}

/** Each id's position becomes its index in `ids`. */
export async function writeOrder(tx: NodePgDatabase, channelId: string, ids: readonly string[]): Promise<void> {
  await tx.execute(sql`
    update product_categories c set position = o.ord - 1, updated_at = now()
      from unnest(${uuidArray(ids)}::uuid[]) with ordinality as o(id, ord)
     where c.id = o.id and c.channel_id = ${channelId}`);
}

/** Name (lower case) -> id of the channel's categories, for the import. */
export async function categoryKeys(orm: NodePgDatabase, channelId: string): Promise<Map<string, string>> {
  const rows = await orm.select({ id: productCategories.id, name: productCategories.name }).from(productCategories).where(scope(channelId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/** Creates the categories an import names that do not exist yet (last in the order), answering name (lower) -> id. */
export async function ensureCategories(tx: NodePgDatabase, channelId: string, names: readonly string[]): Promise<Map<string, string>> {
  const created = new Map<string, string>();
  for (const name of names) {
    const [row] = await tx
      .insert(productCategories)
      .values({
        channelId,
        name,
        position: sql`(select coalesce(max(${productCategories.position}) + 1, 0) from ${productCategories} where ${productCategories.channelId} = ${channelId})`,
      })
      .onConflictDoNothing()
      .returning({ id: productCategories.id });
    if (row) created.set(name.toLowerCase(), row.id);
    else {
      const [existing] = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(and(scope(channelId), sql`lower(${productCategories.name}) = ${name.toLowerCase()}`))
        .limit(1);
      if (existing) created.set(name.toLowerCase(), existing.id);
    }
  }
  return created;
}
