// The operator's cart: search the catalogue (visible products), add products with quantities, create
// the order. Prices shown are the catalogue's; the server prices the order again on its own.
import { useState } from 'react';
import { ActionIcon, Button, Group, Loader, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { formatCents } from '@/shared/money';
import { useCreateOrder, useProductSearch } from '../api/orders-api';
import { ordersNamespace } from '../locales';

type Line = { product: Product; quantity: number };
const priceOf = (p: Product) => (p.onSale && p.salePriceCents !== null ? p.salePriceCents : p.priceCents);

export function CartBuilderModal({ attendanceId, opened, onClose }: { attendanceId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(ordersNamespace);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [lines, setLines] = useState<Line[]>([]);
  const results = useProductSearch(debounced, opened);
  const create = useCreateOrder(attendanceId);

  const add = (product: Product) =>
    setLines((current) => (current.some((l) => l.product._id === product._id) ? current.map((l) => (l.product._id === product._id ? { ...l, quantity: l.quantity + 1 } : l)) : [...current, { product, quantity: 1 }]));
  const close = () => {
    setLines([]);
    setSearch('');
    onClose();
  };
  const submit = () =>
    create.mutate(
      lines.map((l) => ({ productId: l.product._id, quantity: l.quantity })),
      {
        onSuccess: () => {
          alertSuccess(t('cart.created'));
          close();
        },
        onError: (error) => alertDanger(errorMessage(error)),
      },
    );
  const subtotal = lines.reduce((sum, l) => sum + priceOf(l.product) * l.quantity, 0);

  return (
    <Modal opened={opened} onClose={close} title={t('cart.title')} size="lg" fullScreen={typeof window !== 'undefined' && window.innerWidth < 500}>
      <Stack gap="sm">
        <TextInput label={t('cart.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-autofocus />
        {results.isFetching && <Loader size="xs" aria-label={t('cart.searching')} />}
        {results.data && results.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('cart.noResults')}
          </Text>
        )}
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none', maxHeight: 220, overflowY: 'auto' }} aria-label={t('cart.search')}>
          {results.data?.map((product) => (
            <Group key={product._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {product.name} <Text span c="dimmed" size="xs">{product.skuId}</Text> · {formatCents(priceOf(product))}
              </Text>
              <ActionIcon variant="light" aria-label={t('cart.add', { name: product.name })} onClick={() => add(product)}>
                <IconPlus size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Text fw={600} size="sm">
          {t('cart.items')}
        </Text>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cart.empty')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('cart.items')}>
            {lines.map((line) => (
              <Group key={line.product._id} component="li" wrap="nowrap" gap="xs" justify="space-between">
                <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {line.product.name}
                </Text>
                <NumberInput
                  aria-label={t('cart.quantity', { name: line.product.name })}
                  value={line.quantity}
                  min={1}
                  max={10000}
                  allowDecimal={false}
                  w={80}
                  onChange={(value) => setLines((current) => current.map((l) => (l.product._id === line.product._id ? { ...l, quantity: Math.max(1, Number(value) || 1) } : l)))}
                />
                <ActionIcon variant="subtle" color="red" aria-label={t('cart.remove', { name: line.product.name })} onClick={() => setLines((current) => current.filter((l) => l.product._id !== line.product._id))}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="space-between">
          <Text size="sm">
            {t('subtotal')}: <strong>{formatCents(subtotal)}</strong>
          </Text>
          <Button onClick={submit} disabled={lines.length === 0} loading={create.isPending}>
            {t('cart.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
