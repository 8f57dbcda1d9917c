import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@/shared/money';
import { attendanceNamespace } from '../../locales';

/** The price the customer pays; on sale, the old one struck through beside it. */
export function ProductPrice({ priceCents, salePriceCents }: { priceCents: number; salePriceCents: number | null }) {
  const { t } = useTranslation(attendanceNamespace);
  if (salePriceCents === null) return <Text size="sm">{formatCents(priceCents)}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" fw={600}>
        {formatCents(salePriceCents)}
      </Text>
      <Text size="xs" c="dimmed" td="line-through" aria-label={t('message.productOldPrice', { price: formatCents(priceCents) })}>
        {formatCents(priceCents)}
      </Text>
    </Group>
  );
}
