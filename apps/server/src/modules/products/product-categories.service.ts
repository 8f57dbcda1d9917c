// Catalogue categories: the ordered list, create (last), rename, reorder (every category once) and
// delete (its products stay, without a category). Names are unique per channel ignoring case.
import type { ProductCategory } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { crudRules } from '../../platform/crud/crud-rules.js';
import { fail } from '../../platform/http/errors.js';
import {
  categoryIds,
  categoryNameTaken,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  renameCategory,
  writeOrder,
  type CategoryWithCount,
} from './product-categories.repository.js';

const toView = (row: CategoryWithCount): ProductCategory => ({ _id: row.id, name: row.name, position: row.position, productsCount: row.productsCount });

export function createProductCategoriesService(ctx: AppContext) {
  const orm = ctx.db.orm;
  const rules = crudRules<CategoryWithCount>({
    find: (channelId, id) => findCategory(orm, channelId, id),
    nameTaken: (channelId, name, exceptId) => categoryNameTaken(orm, channelId, name, exceptId),
    errors: { notFound: 'product_category_not_found', taken: 'product_category_name_taken' },
  });
  const reread = async (channelId: string, id: string) => toView(await rules.mustFind(channelId, id));

  async function list(channelId: string): Promise<ProductCategory[]> {
    return (await listCategories(orm, channelId)).map(toView);
  }

  async function create(channelId: string, name: string): Promise<ProductCategory> {
    const row = await rules.create(channelId, name, async () => ({ ...(await insertCategory(orm, channelId, name)), productsCount: 0 }));
    return toView(row);
  }

  async function rename(channelId: string, id: string, name: string): Promise<ProductCategory> {
    await rules.update(channelId, id, name, async () => {
      const row = await renameCategory(orm, channelId, id, name);
      return row ? { ...row, productsCount: 0 } : undefined;
    });
    return reread(channelId, id);
  }

  /** `ids` must be every category of the channel, once each. */
  async function reorder(channelId: string, ids: readonly string[]): Promise<ProductCategory[]> {
    await orm.transaction(async (tx) => {
      const current = await categoryIds(tx, channelId);
      const wanted = new Set(ids);
      if (wanted.size !== ids.length || wanted.size !== current.length || current.some((id) => !wanted.has(id))) throw fail('product_category_order_mismatch');
      await writeOrder(tx, channelId, ids);
    });
    return list(channelId);
  }

  async function remove(channelId: string, id: string): Promise<void> {
    if (!(await deleteCategory(orm, channelId, id))) throw rules.missing();
  }

  return { list, create, rename, reorder, remove };
}

export type ProductCategoriesService = ReturnType<typeof createProductCategoriesService>;
