// The tag drawer: name, colour (picker, swatches, typed #rrggbb, or a new random one) and a live badge.
import { ActionIcon, Badge, ColorInput, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { randomTagColor, tagColorSchema, tagInputSchema, type TagRow } from '@atende/contract';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { catalogNamespace } from '../locales';
import type { CatalogFormProps } from './catalog-entity';
import { useCatalogForm } from './use-catalog-form';

/** Saturated enough for white text; every component at most 200, as the random ones. */
export const tagSwatches = ['#c82828', '#c86400', '#b48c00', '#2e8b57', '#008080', '#1e64c8', '#5a32b4', '#a0287d', '#6e6e6e', '#323232'];

export function TagBadge({ name, color }: { name: string; color: string }) {
  const valid = tagColorSchema.safeParse(color).success;
  return (
    <Badge color={valid ? color : 'gray'} autoContrast variant="filled">
      {name}
    </Badge>
  );
}

export function TagForm(props: CatalogFormProps<TagRow>) {
  const { t } = useTranslation(catalogNamespace);
  const { form, submit, saving, title } = useCatalogForm({
    entity: props.entity,
    resource: props.resource,
    channelId: props.channelId,
    rowId: props.row?._id ?? null,
    schema: tagInputSchema,
    initialValues: { name: props.row?.name ?? '', color: props.row?.color ?? randomTagColor() },
    conflictField: 'name',
    onSaved: props.onClose,
  });
  const values = form.getValues();
  return (
    <FormDrawer opened={props.opened} title={title} submitting={saving} onSubmit={() => submit()} onClose={props.onClose}>
      <TextInput label={t('tags.name')} placeholder={t('tags.namePlaceholder')} required data-autofocus {...form.getInputProps('name')} />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <ColorInput
          label={t('tags.color')}
          description={t('tags.colorDescription')}
          format="hex"
          swatches={tagSwatches}
          swatchesPerRow={5}
          required
          style={{ flex: 1 }}
          {...form.getInputProps('color')}
        />
        <Tooltip label={t('tags.randomColor')}>
          <ActionIcon variant="default" size="lg" aria-label={t('tags.randomColor')} onClick={() => form.setFieldValue('color', randomTagColor())}>
            <IconDice5 size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('tags.preview')}
        </Text>
        <div aria-label={t('tags.preview')}>
          <TagBadge name={values.name.trim() || t('tags.previewFallback')} color={values.color} />
        </div>
      </Stack>
    </FormDrawer>
  );
}
