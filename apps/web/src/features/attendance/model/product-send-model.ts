// The product picker's selection → the body of POST /api/message/send: one product alone goes as a
// single product; two or more as a product list whose sections are the products' categories (in the
// order they were first picked; uncategorised ones, and categories past Meta's tenth, together in
// "Outros produtos"), each title editable and cut to Meta's 24 characters.
import { productListLimits, type SendProduct, type SendProductList } from '@atende/contract';

export type PickedProduct = { _id: string; name: string; categoryId: string | null; categoryName: string | null; priceCents: number; salePriceCents: number | null; onSale: boolean; imageUrl: string | null };

export type PickedSection = { key: string; title: string; products: PickedProduct[] };

export const OTHERS_KEY = 'outros';
export const OTHERS_TITLE = 'Outros produtos';
export const MAX_PICKED = productListLimits.products;

const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/** Sections by category; `titles` holds the operator's edits by section key. */
export function sectionsOf(picked: readonly PickedProduct[], titles: Readonly<Record<string, string>> = {}): PickedSection[] {
  const named = new Map<string, PickedSection>();
  const others: PickedProduct[] = [];
  for (const product of picked) {
    const key = product.categoryId;
    const section = key ? named.get(key) : undefined;
    if (key && section) section.products.push(product);
    else if (key && product.categoryName && named.size < productListLimits.sections - 1) {
      named.set(key, { key, title: titles[key] ?? cut(product.categoryName, productListLimits.sectionTitle), products: [product] });
    } else others.push(product);
  }
  const sections = [...named.values()];
  return others.length ? [...sections, { key: OTHERS_KEY, title: titles[OTHERS_KEY] ?? OTHERS_TITLE, products: others }] : sections;
}

export type ProductFrame = { header: string; body: string; footer: string };

type SendBody = Omit<SendProduct, 'attendanceId'> | Omit<SendProductList, 'attendanceId'>;

const optional = (key: 'body' | 'footer', value: string) => (value.trim() ? { [key]: value.trim() } : {});

export function productSendBody(picked: readonly PickedProduct[], sections: readonly PickedSection[], frame: ProductFrame): SendBody {
  const [only] = picked;
  if (picked.length === 1 && only) return { type: 'product', productId: only._id, ...optional('body', frame.body), ...optional('footer', frame.footer) };
  return {
    type: 'product_list',
    header: frame.header.trim(),
    body: frame.body.trim(),
    ...optional('footer', frame.footer),
    sections: sections.map((s) => ({ title: s.title.trim(), productIds: s.products.map((p) => p._id) })),
  };
}

/** What still stops the send, as a locale key (null when it can go). */
export function productSendProblem(picked: readonly PickedProduct[], sections: readonly PickedSection[], frame: ProductFrame): string | null {
  if (picked.length === 0) return 'productSend.problems.none';
  if (picked.length > MAX_PICKED) return 'productSend.problems.tooMany';
  if (picked.length === 1) return null;
  if (!frame.header.trim()) return 'productSend.problems.header';
  if (!frame.body.trim()) return 'productSend.problems.body';
  if (sections.some((s) => !s.title.trim())) return 'productSend.problems.sectionTitle';
  return null;
}
