import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Message, ProductMessageItem, Template } from '@atende/contract';
import { TemplateBubble, templateView } from '@/features/templates';
import { LinkifiedText } from '@/shared/ui/linkified-text';
import { formatCents } from '@/shared/money';
import { PhoneAttachment } from './phone-attachment';
import { PhoneListButton } from './phone-list-button';
import { PhoneProducts } from './phone-products';
import type { Cart } from '../cart-state';

type Props = {
  message: Message;
  /** The template a template message was sent from, to draw its header, footer and buttons; null when unknown. */
  template?: Template | null;
  onChoose: (option: { id: string; title: string }, kind: 'button_reply' | 'list_reply') => void;
  /** The phone's cart, for product messages. */
  cart: Cart;
  onAddToCart: (message: Message, item: ProductMessageItem) => void;
};

const time = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
const tickGlyph: Record<Message['status'], string> = { pending: '🕓', sent: '✓', delivered: '✓✓', read: '✓✓', failed: '⚠', received: '' };

/** When the message was sent and, for the company's, its delivery ticks. */
function Ticks({ message, justify = 'flex-end' }: { message: Message; justify?: 'flex-start' | 'flex-end' }) {
  const { t } = useTranslation('simulator');
  return (
    <Group gap={4} justify={justify}>
      <Text size="xs" c="dimmed">
        {time(message.createdAt)}
      </Text>
      {message.direction === 'out' && (
        <Text
          size="xs"
          aria-label={t(`ticks.${message.status}`)}
          title={message.error?.message ?? t(`ticks.${message.status}`)}
          c={message.status === 'read' ? 'blue' : message.status === 'failed' ? 'red' : 'dimmed'}
        >
          {tickGlyph[message.status]}
        </Text>
      )}
    </Group>
  );
}

/** A template message as WhatsApp draws it, filled with what this customer got (the templates feature's bubble). */
function TemplateMessage({ message, template }: { message: Message; template: Template }) {
  const sent = message.content.template;
  const view = templateView(template, sent?.params ?? [], sent?.headerText ?? '');
  return (
    <Group justify="flex-start" data-testid="phone-company-message">
      <Stack gap={2} maw="85%">
        <TemplateBubble view={message.content.text ? { ...view, body: message.content.text } : view} />
        {/* Under the balloon's left edge: the template's bubble sizes itself, so the right edge is not known here. */}
        <Ticks message={message} justify="flex-start" />
      </Stack>
    </Group>
  );
}

/** One message on the customer's phone: the customer's on the right, the company's on the left. */
export function PhoneBubble({ message, template, onChoose, cart, onAddToCart }: Props) {
  const { t } = useTranslation('simulator');
  if (template && message.type === 'template') return <TemplateMessage message={message} template={template} />;
  const mine = message.direction === 'in';
  const interactive = message.content.interactive;
  const options = interactive?.options ?? [];
  const isList = interactive?.kind === 'list';
  const products = message.type === 'products' ? message.content.products : null;
  const attached = !products && (!!message.content.media || !!message.content.location);
  // A product message is drawn from its products; its fallback text is for phones without a catalog.
  const order = message.content.order;
  const orderText = order ? t('cart.sentOrder', { count: order.items.reduce((n, i) => n + i.quantity, 0), total: formatCents(Math.round(order.items.reduce((s, i) => s + i.quantity * i.itemPrice * 100, 0))) }) : null;
  const text = products ? null : orderText ?? message.content.text ?? message.content.interactive?.body ?? message.content.caption ?? message.content.interactive?.title ?? (attached ? null : `[${message.type}]`);
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-testid={mine ? 'phone-customer-message' : 'phone-company-message'}>
      <Box
        maw="75%"
        px="sm"
        py={6}
        style={{ borderRadius: 10, background: mine ? 'var(--mantine-color-teal-1)' : 'var(--mantine-color-gray-1)' }}
      >
        <Stack gap={4}>
          {attached && <PhoneAttachment message={message} />}
          {products && <PhoneProducts products={products} cart={cart} onAdd={(item) => onAddToCart(message, item)} />}
          {interactive?.header && (
            <Text size="sm" fw={600}>
              {interactive.header}
            </Text>
          )}
          {text && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              <LinkifiedText text={text} />
            </Text>
          )}
          {interactive?.footer && (
            <Text size="xs" c="dimmed">
              {interactive.footer}
            </Text>
          )}
          {isList && options.length > 0 && <PhoneListButton list={interactive} onChoose={(o) => onChoose(o, 'list_reply')} />}
          {!isList && options.length > 0 && (
            <Stack gap={4}>
              {options.map((o) => (
                <Button key={o.id} size="xs" variant="light" onClick={() => onChoose({ id: o.id, title: o.title }, 'button_reply')}>
                  {o.title}
                </Button>
              ))}
            </Stack>
          )}
          <Ticks message={message} />
        </Stack>
      </Box>
    </Group>
  );
}
