import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Message } from '@atende/contract';
import { LinkifiedText } from '@/shared/ui/linkified-text';
import { attendanceNamespace } from '../../locales';
import { MessageMedia } from './message-media';
import { ProductsContent } from './message-products';
import { ContactsContent, InteractiveContent, LocationContent, OrderContent } from './message-structured';

const textStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function PlainText({ text }: { text: string }) {
  return (
    <Text size="sm" style={textStyle}>
      <LinkifiedText text={text} />
    </Text>
  );
}

function Muted({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" fs="italic" style={textStyle}>
      {children}
    </Text>
  );
}

/** What the customer sent that WhatsApp does not hand over: its original type when known, and why. */
function UnsupportedContent({ content }: { content: Message['content'] }) {
  const { t } = useTranslation(attendanceNamespace);
  if (!content.unsupportedType) return <Muted>{content.text ? `${t('message.unsupported')}: ${content.text}` : t('message.unsupported')}</Muted>;
  return (
    <Stack gap={2}>
      <Muted>{t('message.unsupportedOriginal', { type: content.unsupportedType })}</Muted>
      {content.text && (
        <Text size="xs" c="dimmed">
          {content.text}
        </Text>
      )}
    </Stack>
  );
}

/** What a bubble says, for every message type of the contract. */
export function MessageContent({ message }: { message: Message }) {
  const { t } = useTranslation(attendanceNamespace);
  const c = message.content;
  switch (message.type) {
    case 'text':
      return <PlainText text={c.text ?? ''} />;
    case 'image':
    case 'video':
    case 'audio':
    case 'document':
    case 'sticker':
      return <MessageMedia message={message} />;
    case 'location':
      return c.location ? <LocationContent location={c.location} /> : <Muted>{t('types.location')}</Muted>;
    case 'contacts':
      return c.contacts?.length ? <ContactsContent contacts={c.contacts} /> : <Muted>{t('types.contacts')}</Muted>;
    case 'interactive':
    case 'button':
      return <InteractiveContent content={c} />;
    case 'order':
      return c.order ? <OrderContent order={c.order} note={c.text ?? null} /> : <Muted>{t('types.order')}</Muted>;
    case 'products':
      return c.products ? <ProductsContent products={c.products} /> : <Muted>{t('types.products')}</Muted>;
    case 'reaction':
      return (
        <Muted>
          {c.reaction?.emoji ? t('message.reaction', { emoji: c.reaction.emoji }) : t('message.reactionRemoved')}
        </Muted>
      );
    case 'template':
      return (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {c.template ? t('message.template', { name: c.template.name, language: c.template.language }) : t('types.template')}
          </Text>
          {c.text && <PlainText text={c.text} />}
        </Stack>
      );
    case 'unsupported':
      return <UnsupportedContent content={c} />;
    case 'system':
      return <Muted>{c.text ?? t('message.system')}</Muted>;
  }
}
