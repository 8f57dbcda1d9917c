// One message of the company as the customer's phone shows it: plain text, a body with up to three
// reply buttons under it, or a body with the list button that opens the rows.
import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import type { BotReplyView } from '@atende/contract';
import { Bubble } from '@/shared/ui/phone-frame';
import { ListSheet } from './list-sheet';

export type Choice = { id: string; title: string };
type Props = {
  reply: BotReplyView;
  /** Without it the buttons and rows only show (the editor's preview). */
  onChoose?: (choice: Choice, kind: 'button' | 'list_row') => void;
};

function Frame({ reply }: { reply: Exclude<BotReplyView, { kind: 'text' }> }) {
  return (
    <Bubble>
      {reply.header && (
        <Text size="sm" fw={700}>
          {reply.header}
        </Text>
      )}
      <Text size="sm">{reply.body}</Text>
      {reply.footer && (
        <Text size="xs" c="dimmed" mt={2}>
          {reply.footer}
        </Text>
      )}
    </Bubble>
  );
}

export function ReplyBubble({ reply, onChoose }: Props) {
  const [sheetOpen, setSheetOpen] = useState(false);
  if (reply.kind === 'text') {
    return (
      <Bubble>
        <Text size="sm">{reply.text}</Text>
      </Bubble>
    );
  }
  if (reply.kind === 'buttons') {
    return (
      <Stack gap={4} maw="85%" style={{ alignSelf: 'flex-start' }}>
        <Frame reply={reply} />
        {reply.buttons.map((b) => (
          <Button key={b.id} variant="white" color="blue" size="xs" fullWidth onClick={onChoose ? () => onChoose(b, 'button') : undefined}>
            {b.title}
          </Button>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap={4} maw="85%" style={{ alignSelf: 'flex-start' }}>
      <Frame reply={reply} />
      <Button
        variant="white"
        color="blue"
        size="xs"
        fullWidth
        leftSection={<IconList size={14} aria-hidden />}
        aria-expanded={sheetOpen}
        onClick={() => setSheetOpen((open) => !open)}
      >
        {reply.buttonText}
      </Button>
      {sheetOpen && (
        <ListSheet
          reply={reply}
          onChoose={
            onChoose
              ? (row) => {
                  setSheetOpen(false);
                  onChoose(row, 'list_row');
                }
              : undefined
          }
        />
      )}
    </Stack>
  );
}
