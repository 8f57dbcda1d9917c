// Pure text edits of the composer: the `/shortcut` being typed at the caret, and replacing a range
// while knowing where the caret lands afterwards.

export type SlashToken = {
  /** Index of the `/`. */
  start: number;
  /** End of the shortcut word (it may continue past the caret). */
  end: number;
  /** What was typed after the `/` up to the caret. */
  query: string;
};

const shortcutChar = /[\p{L}\p{N}_-]/u;

/**
 * The `/word` the caret is in, when the `/` opens the message or follows a space or a line break
 * (so a URL or "e/ou" never opens the suggestions). Null otherwise.
 */
export function slashTokenAt(text: string, caret: number): SlashToken | null {
  const at = Math.min(Math.max(caret, 0), text.length);
  let start = at;
  while (start > 0 && shortcutChar.test(text[start - 1] ?? '')) start -= 1;
  if (text[start - 1] !== '/') return null;
  const slash = start - 1;
  if (slash > 0 && !/\s/.test(text[slash - 1] ?? '')) return null;
  let end = at;
  while (end < text.length && shortcutChar.test(text[end] ?? '')) end += 1;
  return { start: slash, end, query: text.slice(start, at) };
}

export type TextEdit = { text: string; caret: number };

export function replaceRange(text: string, start: number, end: number, snippet: string): TextEdit {
  const from = Math.min(Math.max(start, 0), text.length);
  const to = Math.min(Math.max(end, from), text.length);
  return { text: text.slice(0, from) + snippet + text.slice(to), caret: from + snippet.length };
}

/** A `/` typed by the button: preceded by a space when it would otherwise stick to a word. */
export function slashFor(text: string, caret: number): string {
  const before = text[Math.min(caret, text.length) - 1];
  return before === undefined || /\s/.test(before) ? '/' : ' /';
}
