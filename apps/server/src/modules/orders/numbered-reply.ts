// The grammar of a customer's answer to a numbered product list (docs/decisions.md, "Numbered
// answers become orders"), with no I/O. The answer is nothing but selections: a product's number,
// optionally followed by "x" and a quantity ("2x3": three of number 2), separated by commas,
// semicolons, spaces or "e"; a trailing "." or "!" is allowed. Anything else (a word, a hyphen, a
// number of four digits or more) is not an answer, so "meu CEP é 01310-100" or "tenho 2 filhos" stay
// texts. A number repeated adds to its quantity.

/** The most units of one product one answer may ask for; above it the answer is read as text. */
export const MAX_LINE_QUANTITY = 99;

export type Selection = { number: number; quantity: number };

const SELECTION = String.raw`\d{1,3}(?:\s*[x×]\s*\d{1,3})?`;
const SEPARATOR = String.raw`(?:\s*[,;]\s*(?:e\s+)?|\s+e\s+|\s+)`;
const WHOLE = new RegExp(String.raw`^\s*${SELECTION}(?:${SEPARATOR}${SELECTION})*\s*[.!]?\s*$`, 'i');
const EACH = /(\d{1,3})(?:\s*[x×]\s*(\d{1,3}))?/gi;

/**
 * The selections of an answer, merged by number in the order first named, or null when the text is
 * not an answer: another shape, a quantity of 0, or more than MAX_LINE_QUANTITY of one product.
 * Numbers are not checked against a list here (see `selectionsOf`).
 */
export function parseNumberedReply(text: string): Selection[] | null {
  if (!WHOLE.test(text)) return null;
  const merged = new Map<number, number>();
  for (const match of text.matchAll(EACH)) {
    const number = Number(match[1]);
    const quantity = match[2] === undefined ? 1 : Number(match[2]);
    if (quantity < 1) return null;
    const total = (merged.get(number) ?? 0) + quantity;
    if (total > MAX_LINE_QUANTITY) return null;
    merged.set(number, total);
  }
  return [...merged].map(([number, quantity]) => ({ number, quantity }));
}

/** Whether every selected number is one of a list's (1 to `count`). */
export const withinList = (selections: Selection[], count: number): boolean => selections.every((s) => s.number >= 1 && s.number <= count);

/** The answer's selections when every number is one of the list's (1 to `count`); null otherwise. */
export function selectionsOf(text: string, count: number): Selection[] | null {
  const selections = parseNumberedReply(text);
  return selections && withinList(selections, count) ? selections : null;
}
