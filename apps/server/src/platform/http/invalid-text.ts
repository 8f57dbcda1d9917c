// The characters no text of ours may hold: NUL (U+0000), which PostgreSQL refuses in text and as
// \u0000 in jsonb, and a lone UTF-16 surrogate (U+D800–U+DFFF outside a valid pair), which is no
// character at all (jsonb refuses its escape; text silently turns it into U+FFFD). The input guard
// refuses them in what the API reads; provider webhooks have them removed instead (see stripInvalidJsonText).

// With the u flag a valid pair is one code point, so \p{Cs} matches only a surrogate that stands alone.
// NUL is the very control character this is about.
/* eslint-disable no-control-regex */
const invalidChar = /[\u0000\p{Cs}]/u;
const invalidChars = /[\u0000\p{Cs}]/gu;
/* eslint-enable no-control-regex */

export const isInvalidText = (s: string): boolean => invalidChar.test(s);

export const stripInvalidText = (s: string): string => s.replace(invalidChars, '');

/**
 * Whether any string in a parsed value (keys included, at any depth) holds an invalid character.
 * Iterative, so a deeply nested body cannot overflow the stack; Buffers and other binary are skipped.
 */
export function hasInvalidText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (isInvalidText(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer)) {
      for (const [key, item] of Object.entries(v)) {
        if (isInvalidText(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

// Every escape sequence of a JSON text, matched left to right so that "\\" (an escaped backslash) is
// consumed whole and the "u0000" after it is read as plain characters. Alternatives, in order: a valid
// surrogate pair (kept), an escaped NUL or lone surrogate (removed), any other escape (kept).
const jsonEscapes = /\\u(?:d[89ab][0-9a-f]{2}\\ud[c-f][0-9a-f]{2})|\\u(0000|d[89a-f][0-9a-f]{2})|\\[^]/gi;
const mayHoldInvalidEscape = /\\u(?:0000|d[89a-f])/i;

/**
 * A JSON text without NUL and lone surrogates, whether written raw or as \u escapes; everything else
 * (an escaped backslash followed by "u0000" included) is left byte for byte as it was.
 */
export function stripInvalidJsonText(text: string): string {
  let out = text;
  if (mayHoldInvalidEscape.test(out)) out = out.replace(jsonEscapes, (escape: string, invalid?: string) => (invalid === undefined ? escape : ''));
  return isInvalidText(out) ? stripInvalidText(out) : out;
}
