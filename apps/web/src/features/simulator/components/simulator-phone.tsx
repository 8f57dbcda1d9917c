import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone, type Message, type ProductMessageItem, type Template } from '@atende/contract';
import type { PhoneFileKind } from '../api/simulator-api';
import { templateOf } from '../conversation-state';
import { phoneFileProblem } from '../phone-files';
import { PhoneBubble } from './phone-bubble';
import { PhoneCart } from './phone-cart';
import { addToCart, emptyCart, orderOf, type Cart, type PhoneOrder } from '../cart-state';
import { PhoneFilePicker } from './phone-file-picker';
import { PhonePickedFile, type PickedFile } from './phone-picked-file';
import type { Customer } from './customer-picker';

type Props = {
  customer: Customer;
  messages: Message[];
  /** The channel's templates, to draw template messages whole. */
  templates: readonly Template[];
  onSendText: (text: string) => Promise<void>;
  /** Sends a file with its caption; the preview (an object URL of an image) now belongs to the caller. */
  onSendFile: (file: { file: File; kind: PhoneFileKind; previewUrl: string | null }, caption: string) => Promise<void>;
  onChoose: (option: { id: string; title: string }, kind: 'button_reply' | 'list_reply') => Promise<void>;
  /** The channel, whose id stands for the catalog when a product message names no Meta catalog. */
  channelId: string;
  onSendOrder: (order: PhoneOrder) => Promise<void>;
};

/** The customer's phone: the conversation with the company and the composer (text, or a file with a caption). */
export function SimulatorPhone({ customer, messages, templates, onSendText, onSendFile, onChoose, channelId, onSendOrder }: Props) {
  const { t } = useTranslation('simulator');
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const [cart, setCart] = useState<Cart>(emptyCart);

  // Each customer has their own cart.
  useEffect(() => setCart(emptyCart), [customer.number]);

  const addProduct = (message: Message, item: ProductMessageItem) => setCart((current) => addToCart(current, message.content.products?.catalogId ?? channelId, item));

  const sendOrder = async () => {
    const order = orderOf(cart);
    if (!order) return;
    await run(async () => {
      await onSendOrder(order);
      setCart(emptyCart);
    });
  };

  const pick = (file: File, kind: PhoneFileKind) => {
    if (picked?.previewUrl) URL.revokeObjectURL(picked.previewUrl);
    const problem = phoneFileProblem(file, kind);
    setPicked({
      file,
      kind,
      previewUrl: kind === 'image' && !problem ? URL.createObjectURL(file) : null,
      problem: problem ? t(problem.key, problem.values) : null,
    });
    setError(null);
  };

  const removePicked = () => {
    if (picked?.previewUrl) URL.revokeObjectURL(picked.previewUrl);
    setPicked(null);
  };

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
    if (sending) return;
    if (picked) {
      if (picked.problem) return;
      const file = picked;
      // Kept on screen until it went, so a refused upload can be retried or dropped.
      void run(async () => {
        await onSendFile({ file: file.file, kind: file.kind, previewUrl: file.previewUrl }, value);
        setPicked(null);
        setText('');
      });
      return;
    }
    if (!value) return;
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
            <PhoneBubble
              key={m._id}
              message={m}
              template={templateOf(templates, m)}
              onChoose={(o, kind) => void run(() => onChoose(o, kind))}
              cart={cart}
              onAddToCart={addProduct}
            />
          ))}
          <div ref={bottom} />
        </Stack>
      </ScrollArea>
      {error && (
        <Alert color="red" my="xs">
          {error}
        </Alert>
      )}
      <PhoneCart cart={cart} onChange={setCart} onSend={sendOrder} disabled={sending} />
      {picked && <PhonePickedFile picked={picked} onRemove={removePicked} />}
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" mt="xs">
          <PhoneFilePicker disabled={sending} onPick={pick} />
          <Textarea
            aria-label={picked ? t('attach.caption') : t('chat.placeholder')}
            placeholder={picked ? t('attach.caption') : t('chat.placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            autosize
            minRows={1}
            maxRows={4}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={sending} disabled={!!picked?.problem}>
            {t('chat.send')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
