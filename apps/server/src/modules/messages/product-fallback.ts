// The text a customer reads when a product message cannot go out as Meta's product message (the
// simulator, Gupshup, a Cloud channel without a Meta catalog): one product is its picture with this
// caption; a list is one numbered text the customer answers with the numbers they want
// (docs/decisions.md, "Sending products").
import { effectivePriceCents, type ProductMessage, type ProductMessageItem } from '@atende/contract';

/** Meta's caption limit for an image, and its text limit. */
const CAPTION_MAX = 1024;
const TEXT_MAX = 4096;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 1.234,56" with a plain space (Intl puts a no-break space, which some phones show oddly). */
export const formatBrl = (cents: number): string => brl.format(cents / 100).replace(/\u00a0/g, ' ');

/** "R$ 90,00" or, on sale, "R$ 90,00 (de R$ 120,00)". */
export function priceLine(item: Pick<ProductMessageItem, 'priceCents' | 'salePriceCents'>): string {
  const price = formatBrl(effectivePriceCents(item));
  return item.salePriceCents === null ? price : `${price} (de ${formatBrl(item.priceCents)})`;
}

const clip = (text: string, max: number): string => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
};

const joined = (parts: Array<string | undefined>): string => parts.filter((p): p is string => Boolean(p && p.trim())).join('\n\n');

/** One product: name in bold, price (sale price with the old one), the description, then the operator's text. */
export function productCaption(message: Pick<ProductMessage, 'body' | 'footer'>, item: ProductMessageItem): string {
  const head = `*${item.name}*\n${priceLine(item)}`;
  const tail = joined([message.body, message.footer]);
  // The description gives way first when the caption would pass Meta's limit.
  const room = CAPTION_MAX - [...head].length - (tail ? [...tail].length + 2 : 0) - 2;
  const description = item.description && room > 20 ? clip(item.description, room) : undefined;
  return clip(joined([head, description, tail]), CAPTION_MAX);
}

/**
 * How to answer a list: the numbers, and a quantity after an "x" (the grammar the orders module reads
 * back from the customer's answer, docs/decisions.md "Numbered answers become orders").
 */
export const LIST_ANSWER_HINT = 'Para pedir, responda com os números dos produtos que deseja (por exemplo: 1, 3 ou 2x3 para três unidades do 2).';

/** A list's products numbered from 1 across all its sections, in the order its text shows them. */
export function numberedItems(message: Pick<ProductMessage, 'sections'>): Array<{ number: number; item: ProductMessageItem; section: number }> {
  let number = 0;
  return message.sections.flatMap((s, section) => s.items.map((item) => ({ number: ++number, item, section })));
}

/** A list: header and body, then each section's products numbered across the whole list, then how to answer. */
export function productListText(message: ProductMessage): string {
  const numbered = numberedItems(message);
  const sections = message.sections.map((section, index) => {
    const lines = numbered.filter((e) => e.section === index).map(({ number, item }) => `${number}. ${item.name} — ${priceLine(item)}`);
    return [section.title ? `*${section.title}*` : undefined, ...lines].filter(Boolean).join('\n');
  });
  const text = joined([message.header ? `*${message.header}*` : undefined, message.body, ...sections, LIST_ANSWER_HINT, message.footer]);
  return clip(text, TEXT_MAX);
}
