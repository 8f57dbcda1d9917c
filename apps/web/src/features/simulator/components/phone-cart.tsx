// "Ver carrinho": the phone's cart with each item's quantity (+/−) and the subtotal; "Enviar pedido"
// sends it to the company as WhatsApp sends an order.
import { useState } from 'react';
import { ActionIcon, Avatar, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/shared/money';
import { thumbnailUrl } from '@/shared/thumbnail-url';
import { itemCount, setQuantity, subtotalCents, type Cart } from '../cart-state';

type Props = { cart: Cart; onChange: (cart: Cart) => void; onSend: () => Promise<void>; disabled: boolean };

export function PhoneCart({ cart, onChange, onSend, disabled }: Props) {
  const { t } = useTranslation('simulator');
  const [open, setOpen] = useState(false);
  const count = itemCount(cart);
  if (count === 0 && !open) return null;
  return (
    <>
      <Button size="xs" variant="filled" color="teal" mt="xs" leftSection={<IconShoppingCart size={14} aria-hidden />} onClick={() => setOpen(true)}>
        {t('cart.view', { count })}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('cart.title')} size="sm">
        <Stack gap="xs">
          {cart.items.length === 0 && <Text size="sm">{t('cart.empty')}</Text>}
          {cart.items.map((item) => (
            <Group key={item.skuId} gap="xs" wrap="nowrap" data-testid="cart-item">
              <Avatar src={thumbnailUrl(item.imageUrl) ?? null} radius="sm" size={32} alt="" />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate>
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatCents(item.unitCents)}
                </Text>
              </Stack>
              <ActionIcon variant="default" size="sm" aria-label={t('cart.less', { name: item.name })} onClick={() => onChange(setQuantity(cart, item.skuId, item.quantity - 1))}>
                <IconMinus size={12} aria-hidden />
              </ActionIcon>
              <Text size="sm" w={24} ta="center" aria-label={t('cart.quantity', { name: item.name })}>
                {item.quantity}
              </Text>
              <ActionIcon variant="default" size="sm" aria-label={t('cart.more', { name: item.name })} onClick={() => onChange(setQuantity(cart, item.skuId, item.quantity + 1))}>
                <IconPlus size={12} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Divider />
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t('cart.subtotal')}
            </Text>
            <Text size="sm" fw={600} data-testid="cart-subtotal">
              {formatCents(subtotalCents(cart))}
            </Text>
          </Group>
          <Button
            disabled={disabled || cart.items.length === 0}
            onClick={() => {
              setOpen(false);
              void onSend();
            }}
          >
            {t('cart.send')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
