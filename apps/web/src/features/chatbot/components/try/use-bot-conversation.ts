// The try-it chat's conversation: each customer input goes to the bot's dry run with the state the
// previous step answered; the replies, the customer's messages and where the conversation went pile
// up as entries. A finished conversation waits for "Recomeçar".
import { useCallback, useRef, useState } from 'react';
import type { BotPreviewRequest, BotReplyView } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { previewBot } from '../../api/bot-preview';

type NewEntry =
  | { from: 'bot'; reply: BotReplyView }
  | { from: 'customer'; text: string }
  | { from: 'note'; text: string; tone: 'info' | 'error' };
export type ConversationEntry = NewEntry & { key: number };

type Source = Omit<BotPreviewRequest, 'state' | 'input'>;
type Input = NonNullable<BotPreviewRequest['input']>;

export function useBotConversation(source: Source | null) {
  const [entries, setEntries] = useState<ConversationEntry[]>([]);
  const [pending, setPending] = useState(false);
  const [finished, setFinished] = useState(false);
  const state = useRef<BotPreviewRequest['state']>(null);
  const nextKey = useRef(0);
  // A restart while a step is on its way drops that step's answer.
  const run = useRef(0);

  const append = useCallback(
    (items: NewEntry[]) => setEntries((current) => [...current, ...items.map((item) => ({ ...item, key: (nextKey.current += 1) }))]),
    [],
  );

  const step = useCallback(
    async (input: Input | null, shown: string | null) => {
      if (!source) return;
      const id = run.current;
      if (shown !== null) append([{ from: 'customer', text: shown }]);
      setPending(true);
      try {
        const answer = await previewBot({ ...source, state: input ? state.current : null, input });
        if (id !== run.current) return;
        state.current = answer.state;
        append([
          ...answer.replies.map((reply) => ({ from: 'bot' as const, reply })),
          ...(answer.outcome ? [{ from: 'note' as const, text: answer.outcome, tone: 'info' as const }] : []),
        ]);
        setFinished(answer.finished);
      } catch (error) {
        if (id === run.current) append([{ from: 'note', text: errorMessage(error), tone: 'error' }]);
      } finally {
        if (id === run.current) setPending(false);
      }
    },
    [source, append],
  );

  const restart = useCallback(() => {
    run.current += 1;
    state.current = null;
    setEntries([]);
    setFinished(false);
    void step(null, null);
  }, [step]);

  return {
    entries,
    pending,
    finished,
    restart,
    sendText: (text: string) => void step({ kind: 'text', text }, text),
    choose: (choice: { id: string; title: string }, kind: 'button' | 'list_row') => void step({ kind, id: choice.id }, choice.title),
  };
}
