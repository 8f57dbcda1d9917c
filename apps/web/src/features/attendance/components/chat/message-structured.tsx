// Bubbles whose content is more than text: a place, contact cards, interactive choices, an order.
import { Anchor, Badge, Divider, Group, List, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@atende/contract';
import { formatPhone, onlyDigits } from '@/shared/br';
import { attendanceNamespace } from '../../locales';

type Content = Message['content'];

export const mapsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/** Only web links become anchors: a customer-sent url could be any scheme. */
const webLink = (url: string | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

export function LocationContent({ location }: { location: NonNullable<Content['location']> }) {
  const { t } = useTranslation(attendanceNamespace);
  const site = webLink(location.url);
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={16} aria-hidden />
        <Text size="sm" fw={500}>
          {location.name ?? t('message.location')}
        </Text>
      </Group>
      {location.address && <Text size="xs">{location.address}</Text>}
      {site ? (
        <Anchor size="xs" href={site} target="_blank" rel="noopener noreferrer" title={t('message.placeSite')} style={{ overflowWrap: 'anywhere' }}>
          {site}
        </Anchor>
      ) : (
        location.url && (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {location.url}
          </Text>
        )
      )}
      <Anchor size="sm" href={mapsUrl(location.latitude, location.longitude)} target="_blank" rel="noopener noreferrer">
        {t('message.openMap')} ({location.latitude.toFixed(5)}, {location.longitude.toFixed(5)})
      </Anchor>
    </Stack>
  );
}

type ContactCard = NonNullable<Content['contacts']>[number];

/** A card's phone, marked when it is on WhatsApp; a WhatsApp id that is another number is shown too. */
function CardPhone({ phone, waId }: { phone: string; waId: string | undefined }) {
  const { t } = useTranslation(attendanceNamespace);
  const sameNumber = !waId || onlyDigits(phone) === waId;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs">{formatPhone(phone)}</Text>
      {waId && (
        <Badge size="xs" color="green" variant="light" tt="none">
          {sameNumber ? t('message.onWhatsApp') : t('message.onWhatsAppId', { number: formatPhone(waId) })}
        </Badge>
      )}
    </Group>
  );
}

function ContactCardView({ contact }: { contact: ContactCard }) {
  const { t } = useTranslation(attendanceNamespace);
  const waIdOf = (phone: string) => contact.waIds?.find((w) => w.phone === phone)?.waId;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconAddressBook size={18} aria-label={t('message.contactCard')} />
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {contact.name}
        </Text>
        {contact.organization && (
          <Text size="xs" c="dimmed">
            {contact.organization}
          </Text>
        )}
        {contact.phones.map((phone) => (
          <CardPhone key={phone} phone={phone} waId={waIdOf(phone)} />
        ))}
      </Stack>
    </Group>
  );
}

export function ContactsContent({ contacts }: { contacts: NonNullable<Content['contacts']> }) {
  return (
    <Stack gap={6}>
      {contacts.map((contact, index) => (
        <ContactCardView key={index} contact={contact} />
      ))}
    </Stack>
  );
}

/** A customer's chosen button or list row, or the options the platform sent. */
export function InteractiveContent({ content }: { content: Content }) {
  const { t } = useTranslation(attendanceNamespace);
  const interactive = content.interactive;
  const chosen = interactive?.kind === 'button_reply' || interactive?.kind === 'list_reply' || !interactive;
  if (chosen) {
    return (
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t('message.chosenOption')}
        </Text>
        <Text size="sm" fw={500}>
          {interactive?.title ?? content.text ?? '—'}
        </Text>
        {interactive?.description && (
          <Text size="xs" c="dimmed">
            {interactive.description}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      {interactive.body && <Text size="sm">{interactive.body}</Text>}
      <Text size="xs" c="dimmed">
        {t('message.optionsSent')}
      </Text>
      <List size="sm" spacing={2}>
        {(interactive.options ?? []).map((option) => (
          <List.Item key={option.id}>{option.title}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function OrderContent({ order, note }: { order: NonNullable<Content['order']>; note: string | null }) {
  const { t, i18n } = useTranslation(attendanceNamespace);
  const currency = order.items[0]?.currency ?? 'BRL';
  const money = (value: number, code: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: code }).format(value);
  const total = order.items.reduce((sum, item) => sum + item.quantity * item.itemPrice, 0);
  return (
    <Stack gap={4} miw={200}>
      <Text size="sm" fw={600}>
        {t('message.order')}
      </Text>
      {order.items.map((item) => (
        <Group key={item.productRetailerId} justify="space-between" gap="md" wrap="nowrap">
          <Text size="sm">{t('message.orderItem', { quantity: item.quantity, product: item.productRetailerId })}</Text>
          <Text size="sm">{money(item.quantity * item.itemPrice, item.currency)}</Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('message.orderTotal')}
        </Text>
        <Text size="sm" fw={600} data-testid="order-total">
          {money(total, currency)}
        </Text>
      </Group>
      {note && <Text size="xs">{note}</Text>}
    </Stack>
  );
}
