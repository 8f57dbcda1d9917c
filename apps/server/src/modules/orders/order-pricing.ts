// How an order's lines and totals are priced, with no I/O: our catalogue decides every price (the
// sale price while on sale); a customer's WhatsApp cart price is kept only to warn when it differs.
// Money is BRL integer cents throughout.
import type { CatalogueProduct, NewOrderItem } from './orders.repository.js';

export function catalogueUnitPrice(product: Pick<CatalogueProduct, 'priceCents' | 'salePriceCents' | 'onSale'>): number {
  return product.onSale && product.salePriceCents !== null ? product.salePriceCents : product.priceCents;
}

/** Meta sends item_price in reais (a number such as 129.9): rounded to whole cents. */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}

export function panelLine(product: CatalogueProduct, quantity: number): NewOrderItem {
  return { productId: product.id, skuId: product.skuId, name: product.name, quantity, unitPriceCents: catalogueUnitPrice(product), customerUnitPriceCents: null, priceMismatch: false, unknownProduct: false };
}

/** A line of a customer's `order` message: priced from the catalogue when the SKU is ours, kept with a warning when not. */
export function customerLine(product: CatalogueProduct | undefined, skuId: string, quantity: number, customerCents: number): NewOrderItem {
  const qty = Math.max(1, Math.floor(quantity));
  if (!product) return { productId: null, skuId, name: `SKU ${skuId} (fora do catálogo)`, quantity: qty, unitPriceCents: 0, customerUnitPriceCents: customerCents, priceMismatch: false, unknownProduct: true };
  const ours = catalogueUnitPrice(product);
  return { productId: product.id, skuId, name: product.name, quantity: qty, unitPriceCents: ours, customerUnitPriceCents: customerCents, priceMismatch: customerCents !== ours, unknownProduct: false };
}

export type Totals = { subtotalCents: number; freightCents: number; discountCents: number; totalCents: number };

/** Unknown products count nothing: the order cannot be confirmed until they are replaced. */
export function totalsOf(items: Array<Pick<NewOrderItem, 'unitPriceCents' | 'quantity'>>, freightCents: number, discountCents: number): Totals {
  const subtotalCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  return { subtotalCents, freightCents, discountCents, totalCents: Math.max(0, subtotalCents + freightCents - discountCents) };
}
