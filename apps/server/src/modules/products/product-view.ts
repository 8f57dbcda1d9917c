// A product row as the API answers it: images as signed links to the media files.
import type { Product } from '@atende/contract';
import { signedMediaUrl } from '../media/index.js';
import type { ProductView } from './products.repository.js';

export const toProductView = (row: ProductView): Product => ({
  _id: row.id,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  name: row.name,
  description: row.description,
  priceCents: row.priceCents,
  salePriceCents: row.salePriceCents,
  onSale: row.onSale,
  skuId: row.skuId,
  stockQuantity: row.stockQuantity,
  hide: row.hide,
  images: row.imageIds.map((mediaId) => ({ mediaId, url: signedMediaUrl(mediaId) })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
