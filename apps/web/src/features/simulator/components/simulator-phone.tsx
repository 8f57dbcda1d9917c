import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone, type Message } from '@atende/contract';
import { PhoneBubble } from './phone-bubble';
import type { Customer } from './customer-picker';

type Props = {
  customer: Customer;
  messages: Message[];
  onSendText: (text: string) => Promise<void>;
  onChoose: (option: { id: string; title: string }, kind: 'button_reply' | 'list_reply') => Promise<void>;
};

/** The customer's phone: the conversation with the company and the composer. */
export function SimulatorPhone({ customer, messages, onSendText, onChoose }: Props) {
  const { t } = useTranslation('simulator');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const run = async (action: () => Promise<void>) => {
    setSending(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(t('chat.failed', { reason: (err as Error).message }));
    } finally {
      setSending(false);
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || sending) return;
    setText('');
    void run(() => onSendText(value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
      <Text fw={600}>{customer.name || formatPhone(customer.number)}</Text>
      <Text size="xs" c="dimmed" mb="xs">
        {formatPhone(customer.number)}
      </Text>
      <ScrollArea style={{ flex: 1 }} type="auto" aria-label={t('title')}>
        <Stack gap={6} p={4}>
          {messages.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {t('chat.empty')}
            </Text>
          )}
          {messages.map((m) => (
            <PhoneBubble key={m._id} message={m} onChoose={(o, kind) => void run(() => onChoose(o, kind))} />
          ))}
          <div ref={bottom} />
        </Stack>
      </ScrollArea>
      {error && (
        <Alert color="red" my="xs">
          {error}
        </Alert>
      )}
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" mt="xs">
          <Textarea
            aria-label={t('chat.placeholder')}
            placeholder={t('chat.placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            autosize
            minRows={1}
            maxRows={4}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={sending}>
            {t('chat.send')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
