// A product as Meta's catalog takes it (Catalog Batch API, item_type PRODUCT_ITEM, "Supported
// Fields"): the retailer id is our SKU; price and sale_price are "990.00 BRL" (cost, a space, the ISO
// currency); availability follows the stock; hidden products are deleted from the catalog. Pure: the
// sync job gives it the product, the channel's brand and link, and how to publish an image.
import type { CatalogItemRequest } from '../../../providers/provider.port.js';

export type SyncProduct = {
  skuId: string;
  name: string;
  description: string;
  priceCents: number;
  salePriceCents: number | null;
  onSale: boolean;
  stockQuantity: number;
  hide: boolean;
  /** In the order the shop shows them (the first is the cover). */
  imageIds: string[];
};

export type CatalogItemContext = {
  /** Meta requires a brand: the channel's (company's) name. */
  brand: string;
  /** Meta requires a link where the item can be bought: the channel's WhatsApp (wa.me). */
  link: string;
  /** The public https URL Meta downloads a picture from; null when there is none (no PUBLIC_URL). */
  imageUrl: (mediaId: string) => string | null;
};

/** Meta's limits: title 100 characters, description 5000, up to 50 additional images. */
const TITLE_MAX = 100;
const DESCRIPTION_MAX = 5000;
const ADDITIONAL_IMAGES_MAX = 50;

export const metaPrice = (cents: number): string => `${(cents / 100).toFixed(2)} BRL`;

const cut = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** A DELETE of the item with this retailer id (only the id: Meta's "Deleting Catalog Items"). */
export const deleteItem = (retailerId: string): CatalogItemRequest => ({ method: 'DELETE', data: { id: retailerId } });

/**
 * The UPDATE that makes Meta's item equal to the product: sent for new and changed products alike
 * (allow_upsert creates it when Meta does not have it), so a retried batch is harmless.
 */
export function updateItem(product: SyncProduct, context: CatalogItemContext): CatalogItemRequest {
  const sale = product.onSale && product.salePriceCents !== null;
  const images = product.imageIds.map(context.imageUrl).filter((url): url is string => url !== null);
  const [cover, ...more] = images;
  return {
    method: 'UPDATE',
    data: {
      id: product.skuId,
      title: cut(product.name, TITLE_MAX),
      // Required by Meta: the name stands in for an empty description.
      description: cut(product.description.trim() || product.name, DESCRIPTION_MAX),
      availability: product.stockQuantity > 0 ? 'in stock' : 'out of stock',
      condition: 'new',
      price: metaPrice(product.priceCents),
      // An empty sale_price ends a sale Meta still shows (what Meta's own WooCommerce plugin sends).
      sale_price: sale ? metaPrice(product.salePriceCents as number) : '',
      link: context.link,
      brand: context.brand,
      ...(cover ? { image_link: cover } : {}),
      ...(more.length > 0 ? { additional_image_link: more.slice(0, ADDITIONAL_IMAGES_MAX) } : {}),
    },
  };
}

/** What a pending retailer id becomes: the visible product's UPDATE, or a DELETE (deleted or hidden). */
export function requestFor(retailerId: string, product: SyncProduct | undefined, context: CatalogItemContext): CatalogItemRequest {
  return product && !product.hide ? updateItem(product, context) : deleteItem(retailerId);
}
