// The `/shortcut` suggestions of the composer: which `/word` is being typed, the answers matching it,
// the keys that move through them, and the rendered text that replaces the `/word` when one is chosen.
import { useId, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { moduleGateOpen, renderQuickAnswer, type Attendance, type QuickAnswer } from '@atende/contract';
import { useSessionUser } from '@/shared/session/session-store';
import { useQuickAnswerSearch } from '../../api/quick-answers';
import { maskPhone } from '../../model/contact-display';
import { slashFor, slashTokenAt } from '../../model/composer-text';
import { DEFAULT_TIME_ZONE } from '../../model/zoned-time';
import type { ComposerCaret } from './use-composer-caret';

type Options = {
  attendance: Attendance;
  text: string;
  setText: (text: string) => void;
  caret: ComposerCaret;
  /** The composer accepts typing now. */
  enabled: boolean;
};

const matches = (answer: QuickAnswer, query: string) => {
  const q = query.toLocaleLowerCase();
  return answer.shortcut.toLocaleLowerCase().includes(q) || answer.text.toLocaleLowerCase().includes(q);
};

export function useQuickAnswerPicker({ attendance, text, setText, caret, enabled }: Options) {
  const user = useSessionUser();
  const moduleOn = moduleGateOpen('quickAnswers', user?.channelConfig);
  const { start, end } = caret.selection;
  const token = moduleOn && enabled && start === end ? slashTokenAt(text, start) : null;
  // Esc closes the suggestions of this `/` only; typing another `/` brings them back.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const open = token !== null && token.start !== dismissedAt;
  const query = token?.query ?? '';
  const [search] = useDebouncedValue(query, 120);
  const result = useQuickAnswerSearch(search, open);
  // The last answers filtered by what is typed now, so a quick Enter never takes a stale match.
  const items = open ? (result.data ?? []).filter((a) => matches(a, query)) : [];
  const loading = open && items.length === 0 && (result.isFetching || search !== query);
  const failed = open && !loading && result.isError;
  // The highlighted row belongs to the query it was chosen for; a new query starts at the top.
  const [highlight, setHighlight] = useState({ query: '', index: 0 });
  const active = highlight.query === query && highlight.index < items.length ? highlight.index : 0;
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const render = (answer: QuickAnswer) =>
    renderQuickAnswer(answer.text, {
      contact: attendance.contact,
      protocol: attendance.protocol,
      operatorName: user?.operatorData?.name ?? user?.name ?? '',
      now: new Date(),
      timeZone: user?.channel?.timezone ?? DEFAULT_TIME_ZONE,
      maskNumber: user?.operatorData?.privacy ? maskPhone : undefined,
    });

  const choose = (answer: QuickAnswer) => {
    if (!token) return;
    setText(caret.replace(text, token.start, token.end, render(answer)));
  };

  const setActive = (index: number) => setHighlight({ query, index });

  /** Keys the suggestions use; true when the key was theirs (the composer then ignores it). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (event.nativeEvent.isComposing) return false;
    if (event.key === '/') setDismissedAt(null);
    if (!open || !token) return false;
    const count = items.length;
    const take = () => {
      event.preventDefault();
      return true;
    };
    switch (event.key) {
      case 'ArrowDown':
        if (!count) return false;
        setActive((active + 1) % count);
        return take();
      case 'ArrowUp':
        if (!count) return false;
        setActive((active - 1 + count) % count);
        return take();
      case 'Enter':
      case 'Tab': {
        if (event.shiftKey) return false;
        const chosen = items[active];
        if (chosen) choose(chosen);
        // While the answers load, Enter waits for them instead of sending "/sau" as it is.
        return chosen || loading ? take() : false;
      }
      case 'Escape':
        event.stopPropagation();
        setDismissedAt(token.start);
        return take();
      default:
        return false;
    }
  };

  /** The slash button: types a `/` at the caret, which opens the suggestions. */
  const startSlash = () => {
    setDismissedAt(null);
    setText(caret.insert(text, slashFor(text, start)));
  };

  const inputProps = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open && items.length ? optionId(active) : undefined,
  };

  return { moduleOn, open, query, items, active, loading, failed, listId, optionId, render, choose, setActive, onKeyDown, startSlash, inputProps };
}

export type QuickAnswerPickerState = ReturnType<typeof useQuickAnswerPicker>;
