// The picker's selection in the sections the list will have (by category), each title editable.
import { CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { attendanceNamespace } from '../../locales';
import type { PickedProduct, PickedSection } from '../../model/product-send-model';
import { ProductPrice } from './product-price';

type Props = { sections: PickedSection[]; list: boolean; onTitle: (key: string, title: string) => void; onRemove: (product: PickedProduct) => void };

export function PickedSections({ sections, list, onTitle, onRemove }: Props) {
  const { t } = useTranslation(attendanceNamespace);
  return (
    <Stack gap="xs" data-testid="picked-sections">
      {sections.map((section) => (
        <Paper key={section.key} withBorder p="xs">
          {list && (
            <TextInput
              size="xs"
              mb={4}
              label={t('productSend.sectionTitle')}
              value={section.title}
              maxLength={24}
              onChange={(event) => onTitle(section.key, event.currentTarget.value)}
            />
          )}
          {section.products.map((p) => (
            <Group key={p._id} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                {p.name}
              </Text>
              <ProductPrice priceCents={p.priceCents} salePriceCents={p.salePriceCents} />
              <CloseButton size="sm" aria-label={t('productSend.remove', { name: p.name })} onClick={() => onRemove(p)} />
            </Group>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
