// The product form's values: the API's fields as they are (prices in cents; the inputs show reais),
// so the contract's schema validates them and its messages land under the same fields.
import type { Product, ProductInput } from '@atende/contract';

export type ProductFormValues = Required<Omit<ProductInput, 'imageIds'>> & { imageIds: string[] };

export const productFormValues = (product: Product | null): ProductFormValues => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  priceCents: product?.priceCents ?? 0,
  salePriceCents: product?.salePriceCents ?? null,
  onSale: product?.onSale ?? false,
  skuId: product?.skuId ?? '',
  stockQuantity: product?.stockQuantity ?? 0,
  categoryId: product?.categoryId ?? null,
  hide: product?.hide ?? false,
  imageIds: product?.images.map((i) => i.mediaId) ?? [],
});
