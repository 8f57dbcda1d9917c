// The create/edit drawer of an entity that is just a name (departments, tabulations).
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { catalogNamespace } from '../locales';
import type { CatalogFormProps } from './catalog-entity';
import { useCatalogForm } from './use-catalog-form';

type NameSchema = z.ZodObject<{ name: z.ZodString }>;

export function NameForm(props: CatalogFormProps<{ _id: string; name: string }> & { schema: NameSchema }) {
  const { t } = useTranslation(catalogNamespace);
  const { form, submit, saving, title } = useCatalogForm({
    entity: props.entity,
    resource: props.resource,
    channelId: props.channelId,
    rowId: props.row?._id ?? null,
    schema: props.schema,
    initialValues: { name: props.row?.name ?? '' },
    conflictField: 'name',
    onSaved: props.onClose,
  });
  return (
    <FormDrawer opened={props.opened} title={title} submitting={saving} onSubmit={() => submit()} onClose={props.onClose}>
      <TextInput
        label={t(`${props.entity}.name`)}
        placeholder={t(`${props.entity}.namePlaceholder`)}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
    </FormDrawer>
  );
}
