// The picker's search: the catalogue's visible products matching what the operator types (the
// products list's keyword search), each a toggle button, so Tab and Enter/Space pick them.
import { Avatar, Box, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProductsPage } from '@/features/products';
import { thumbnailUrl } from '@/shared/thumbnail-url';
import { attendanceNamespace } from '../../locales';
import type { PickedProduct } from '../../model/product-send-model';
import { ProductPrice } from './product-price';

type Props = { search: string; picked: ReadonlySet<string>; full: boolean; onToggle: (product: PickedProduct) => void };

export function ProductSearchResults({ search, picked, full, onToggle }: Props) {
  const { t } = useTranslation(attendanceNamespace);
  const page = useProductsPage(1, { perPage: 20, visibility: 'visible', ...(search.trim() ? { search: search.trim() } : { sort: 'name', order: 'asc' }) });
  if (page.isPending) {
    return (
      <Group gap="xs" p="sm" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('productSend.loading')}</Text>
      </Group>
    );
  }
  const items = page.data?.items ?? [];
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm" role="status">
        {search.trim() ? t('productSend.empty') : t('productSend.emptyCatalogue')}
      </Text>
    );
  }
  return (
    // A plain scroller: it scrolls down only, so a narrow screen shrinks the names instead of the row overflowing.
    <Box mah={280} style={{ overflowY: 'auto', overflowX: 'hidden' }}>
      <Stack gap={2} role="list" aria-label={t('productSend.results')}>
        {items.map((p) => {
          const chosen = picked.has(p._id);
          const product: PickedProduct = {
            _id: p._id,
            name: p.name,
            categoryId: p.categoryId,
            categoryName: p.categoryName,
            priceCents: p.priceCents,
            salePriceCents: p.onSale ? p.salePriceCents : null,
            onSale: p.onSale,
            imageUrl: p.images[0]?.url ?? null,
          };
          return (
            <UnstyledButton
              key={p._id}
              role="listitem"
              aria-pressed={chosen}
              aria-label={chosen ? t('productSend.remove', { name: p.name }) : t('productSend.add', { name: p.name })}
              disabled={!chosen && full}
              onClick={() => onToggle(product)}
              p={6}
              w="100%"
              style={{ borderRadius: 6, background: chosen ? 'var(--mantine-color-blue-light)' : undefined, opacity: !chosen && full ? 0.5 : 1 }}
            >
              <Group gap="sm" wrap="nowrap">
                <Avatar src={thumbnailUrl(product.imageUrl) ?? null} radius="sm" size={40} alt="" />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {[p.skuId, p.categoryName].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <Box style={{ flexShrink: 0 }}>
                  <ProductPrice priceCents={p.priceCents} salePriceCents={product.salePriceCents} />
                </Box>
                {chosen ? <IconCheck size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />}
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Box>
  );
}
