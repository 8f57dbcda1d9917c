// The simulated phone's cart, as WhatsApp keeps one per catalog: products added from product
// messages with their quantities, and the order it sends (Meta's order: each item by its retailer id
// — our SKU — with its unit price in reais and the currency, as the Cloud webhook carries it).
import { effectivePriceCents, type ProductMessageItem } from '@atende/contract';

export type CartItem = { skuId: string; name: string; unitCents: number; quantity: number; imageUrl: string | null };
export type Cart = { catalogId: string | null; items: CartItem[] };

export const emptyCart: Cart = { catalogId: null, items: [] };

/** Adds one of the product; a product of another catalog starts a new cart (WhatsApp's cart is per catalog). */
export function addToCart(cart: Cart, catalogId: string, product: ProductMessageItem): Cart {
  const base = cart.catalogId === catalogId ? cart : { catalogId, items: [] };
  const existing = base.items.find((i) => i.skuId === product.skuId);
  if (existing) return setQuantity(base, product.skuId, existing.quantity + 1);
  const item: CartItem = { skuId: product.skuId, name: product.name, unitCents: effectivePriceCents(product), quantity: 1, imageUrl: product.imageUrl ?? null };
  return { catalogId, items: [...base.items, item] };
}

/** A quantity of 0 removes the item. */
export function setQuantity(cart: Cart, skuId: string, quantity: number): Cart {
  const items = cart.items.flatMap((i) => (i.skuId !== skuId ? [i] : quantity > 0 ? [{ ...i, quantity }] : []));
  return { ...cart, items };
}

export const quantityOf = (cart: Cart, skuId: string): number => cart.items.find((i) => i.skuId === skuId)?.quantity ?? 0;
export const itemCount = (cart: Cart): number => cart.items.reduce((sum, i) => sum + i.quantity, 0);
export const subtotalCents = (cart: Cart): number => cart.items.reduce((sum, i) => sum + i.unitCents * i.quantity, 0);

export type PhoneOrder = { catalogId: string; items: Array<{ productRetailerId: string; quantity: number; itemPrice: number; currency: string }> };

export function orderOf(cart: Cart): PhoneOrder | null {
  if (!cart.catalogId || cart.items.length === 0) return null;
  return { catalogId: cart.catalogId, items: cart.items.map((i) => ({ productRetailerId: i.skuId, quantity: i.quantity, itemPrice: i.unitCents / 100, currency: 'BRL' })) };
}
