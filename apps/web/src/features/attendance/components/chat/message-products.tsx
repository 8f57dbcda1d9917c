// A product message as the operator sent it: one product or a list in sections, each with its
// thumbnail, name and price; and whether it went as Meta's product message or as picture and text.
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductMessage } from '@atende/contract';
import { thumbnailUrl } from '@/shared/thumbnail-url';
import { attendanceNamespace } from '../../locales';
import { ProductPrice } from './product-price';

export function ProductsContent({ products }: { products: ProductMessage }) {
  const { t } = useTranslation(attendanceNamespace);
  return (
    <Stack gap={6} miw={220} data-testid="products-message">
      <Text size="xs" c="dimmed">
        {products.kind === 'product' ? t('message.product') : t('message.productList')}
      </Text>
      {products.header && (
        <Text size="sm" fw={600}>
          {products.header}
        </Text>
      )}
      {products.body && <Text size="sm">{products.body}</Text>}
      {products.sections.map((section, index) => (
        <Stack key={`${section.title ?? ''}-${index}`} gap={4}>
          {section.title && (
            <Text size="xs" fw={600} tt="uppercase" c="dimmed">
              {section.title}
            </Text>
          )}
          {section.items.map((item) => (
            <Group key={item.productId} gap="xs" wrap="nowrap">
              <Avatar src={thumbnailUrl(item.imageUrl) ?? null} radius="sm" size={36} alt="" />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate>
                  {item.name}
                </Text>
                <ProductPrice priceCents={item.priceCents} salePriceCents={item.salePriceCents} />
              </Stack>
            </Group>
          ))}
        </Stack>
      ))}
      {products.footer && (
        <Text size="xs" c="dimmed">
          {products.footer}
        </Text>
      )}
      {!products.catalogId && (
        <Text size="xs" c="dimmed" fs="italic">
          {t('message.productFallback')}
        </Text>
      )}
    </Stack>
  );
}
