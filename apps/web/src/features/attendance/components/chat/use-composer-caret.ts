// Where the caret is in the composer, kept across clicks on the emoji and quick-answer buttons
// (which take the focus away), and edits that put the caret right after what they inserted.
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { replaceRange } from '../../model/composer-text';

export type Selection = { start: number; end: number };

export function useComposerCaret(inputRef: RefObject<HTMLTextAreaElement | null>) {
  const [selection, setSelection] = useState<Selection>({ start: 0, end: 0 });
  const pendingCaret = useRef<number | null>(null);

  // After the text state has been rendered, put the caret after the inserted piece and the focus back.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const input = inputRef.current;
    if (caret === null || !input) return;
    pendingCaret.current = null;
    input.focus();
    input.setSelectionRange(caret, caret);
  });

  const track = useCallback((input: HTMLTextAreaElement) => {
    const next = { start: input.selectionStart, end: input.selectionEnd };
    setSelection((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  /** The text with [start, end) replaced; the caret goes after the snippet once rendered. */
  const replace = useCallback((text: string, start: number, end: number, snippet: string): string => {
    const edit = replaceRange(text, start, end, snippet);
    pendingCaret.current = edit.caret;
    setSelection({ start: edit.caret, end: edit.caret });
    return edit.text;
  }, []);

  /** The snippet typed over the current selection (or at the caret). */
  const insert = useCallback(
    (text: string, snippet: string) => replace(text, selection.start, selection.end, snippet),
    [replace, selection],
  );

  return { selection, track, replace, insert };
}

export type ComposerCaret = ReturnType<typeof useComposerCaret>;
