// Products of a channel: the paged list (filters and keyword search), one product, create, update,
// show/hide and delete. Every id in a body is checked against the company (category, images) before
// anything is written; images must be image files the channel uploaded. SKUs are unique per channel:
// the check answers 409 with the SKU, and the unique index backs it against two saves at once.
// Every write marks the SKUs it touched for the Meta catalog sync in its own transaction (a renamed
// SKU marks the old one too, which Meta then deletes).
import { pageAnswer } from '../../platform/crud/crud-rules.js';
import type { Product, ProductListQuery, ProductValues } from '@atende/contract';
import type { AppContext } from '../../platform/context.js';
import { assertOwnedIds } from '../../platform/db/owned-ids.js';
import { isUniqueViolation } from '../../platform/db/sql-helpers.js';
import { fail } from '../../platform/http/errors.js';
import { mediaFiles, productCategories } from '../../schema/index.js';
import type { CatalogSync } from './catalog-sync/catalog-sync.service.js';
import { toProductView } from './product-view.js';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  mediaTypes,
  pageProducts,
  replaceImages,
  skuTaken,
  updateProduct,
  type ProductWrite,
} from './products.repository.js';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function createProductsService(ctx: AppContext, sync: CatalogSync) {
  const orm = ctx.db.orm;

  async function mustFind(channelId: string, id: string) {
    const row = await findProduct(orm, channelId, id);
    if (!row) throw fail('product_not_found');
    return row;
  }

  const get = async (channelId: string, id: string): Promise<Product> => toProductView(await mustFind(channelId, id));

  async function page(channelId: string, q: ProductListQuery & { page: number }) {
    const { rows, total, totalCapped } = await pageProducts(orm, channelId, q, q, q);
    return { ...pageAnswer(q, rows.map(toProductView), total), totalCapped };
  }

  async function checkRefs(channelId: string, values: ProductValues, exceptId?: string): Promise<void> {
    await assertOwnedIds(orm, productCategories, channelId, values.categoryId, 'product_category');
    await assertOwnedIds(orm, mediaFiles, channelId, values.imageIds, 'media');
    for (const file of await mediaTypes(orm, channelId, values.imageIds)) {
      if (!IMAGE_TYPES.has(file.mimeType)) throw fail('product_image_not_image', { params: { fileName: file.fileName ?? file.id } });
    }
    if (await skuTaken(orm, channelId, values.skuId, exceptId)) throw fail('product_sku_taken', { params: { sku: values.skuId } });
  }

  const writeOf = ({ imageIds: _images, ...values }: ProductValues): ProductWrite => values;

  async function guardSku<T>(sku: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw fail('product_sku_taken', { params: { sku } });
      throw err;
    }
  }

  async function create(channelId: string, values: ProductValues): Promise<Product> {
    await checkRefs(channelId, values);
    const id = await guardSku(values.skuId, () =>
      orm.transaction(async (tx) => {
        const row = await insertProduct(tx, channelId, writeOf(values));
        await replaceImages(tx, row.id, [...new Set(values.imageIds)]);
        await sync.changed(tx, channelId, [row.skuId]);
        return row.id;
      }),
    );
    return get(channelId, id);
  }

  async function update(channelId: string, id: string, values: ProductValues): Promise<Product> {
    const before = await mustFind(channelId, id);
    await checkRefs(channelId, values, id);
    const updated = await guardSku(values.skuId, () =>
      orm.transaction(async (tx) => {
        const row = await updateProduct(tx, channelId, id, writeOf(values));
        if (row) await replaceImages(tx, id, [...new Set(values.imageIds)]);
        if (row) await sync.changed(tx, channelId, [before.skuId, row.skuId]);
        return !!row;
      }),
    );
    if (!updated) throw fail('product_not_found');
    return get(channelId, id);
  }

  async function setHidden(channelId: string, id: string, hide: boolean): Promise<Product> {
    const found = await orm.transaction(async (tx) => {
      const row = await updateProduct(tx, channelId, id, { hide });
      if (row) await sync.changed(tx, channelId, [row.skuId]);
      return !!row;
    });
    if (!found) throw fail('product_not_found');
    return get(channelId, id);
  }

  async function remove(channelId: string, id: string): Promise<void> {
    const sku = await orm.transaction(async (tx) => {
      const deleted = await deleteProduct(tx, channelId, id);
      if (deleted) await sync.changed(tx, channelId, [deleted]);
      return deleted;
    });
    if (!sku) throw fail('product_not_found');
  }

  return { page, get, create, update, setHidden, remove };
}

export type ProductsService = ReturnType<typeof createProductsService>;
