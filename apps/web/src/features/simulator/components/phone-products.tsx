// A product message on the simulated phone, drawn as WhatsApp draws Meta's: one product is a card
// (picture, name, price) that goes into the cart; a list shows its header and body and a button that
// opens a sheet with the sections, where each product is added to the cart.
import { useState } from 'react';
import { Badge, Box, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { effectivePriceCents, type ProductMessage, type ProductMessageItem } from '@atende/contract';
import { formatCents } from '@/shared/money';
import { thumbnailUrl } from '@/shared/thumbnail-url';
import { quantityOf, type Cart } from '../cart-state';

type Props = { products: ProductMessage; cart: Cart; onAdd: (item: ProductMessageItem) => void };

function Price({ item }: { item: ProductMessageItem }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600}>
        {formatCents(effectivePriceCents(item))}
      </Text>
      {item.salePriceCents !== null && (
        <Text size="xs" c="dimmed" td="line-through">
          {formatCents(item.priceCents)}
        </Text>
      )}
    </Group>
  );
}

function ProductRow({ item, cart, onAdd }: { item: ProductMessageItem; cart: Cart; onAdd: Props['onAdd'] }) {
  const { t } = useTranslation('simulator');
  const count = quantityOf(cart, item.skuId);
  return (
    <Group gap="sm" wrap="nowrap" data-testid="phone-product">
      {item.imageUrl ? <Image src={thumbnailUrl(item.imageUrl)} alt="" w={48} h={48} radius="sm" fit="cover" /> : <Box w={48} h={48} bg="gray.2" style={{ borderRadius: 4 }} />}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate>
          {item.name}
        </Text>
        <Price item={item} />
      </Stack>
      {count > 0 && <Badge aria-label={t('cart.inCart', { count })}>{count}</Badge>}
      <Button size="compact-xs" variant="light" aria-label={t('cart.add', { name: item.name })} onClick={() => onAdd(item)}>
        {t('cart.addShort')}
      </Button>
    </Group>
  );
}

export function PhoneProducts({ products, cart, onAdd }: Props) {
  const { t } = useTranslation('simulator');
  const [open, setOpen] = useState(false);
  const single = products.kind === 'product' ? products.sections[0]?.items[0] : undefined;
  if (single) {
    return (
      <Stack gap={4} data-testid="phone-product-card">
        {single.imageUrl && <Image src={thumbnailUrl(single.imageUrl)} alt={single.name} radius="sm" mah={180} fit="cover" />}
        <Text size="sm" fw={600}>
          {single.name}
        </Text>
        <Price item={single} />
        {products.body && <Text size="sm">{products.body}</Text>}
        <Button size="xs" variant="light" leftSection={<IconShoppingCartPlus size={14} aria-hidden />} aria-label={t('cart.add', { name: single.name })} onClick={() => onAdd(single)}>
          {t('cart.addShort')}
        </Button>
      </Stack>
    );
  }
  const count = products.sections.reduce((n, s) => n + s.items.length, 0);
  return (
    <Stack gap={4}>
      {products.header && (
        <Text size="sm" fw={600}>
          {products.header}
        </Text>
      )}
      {products.body && <Text size="sm">{products.body}</Text>}
      {products.footer && (
        <Text size="xs" c="dimmed">
          {products.footer}
        </Text>
      )}
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        {t('cart.viewProducts')} ({count})
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={products.header ?? t('cart.viewProducts')} size="sm">
        <Stack gap="sm">
          {products.sections.map((section, index) => (
            <Stack key={`${section.title ?? ''}-${index}`} gap={6}>
              {section.title && (
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {section.title}
                </Text>
              )}
              {section.items.map((item) => (
                <ProductRow key={item.productId} item={item} cart={cart} onAdd={onAdd} />
              ))}
            </Stack>
          ))}
        </Stack>
      </Modal>
    </Stack>
  );
}
