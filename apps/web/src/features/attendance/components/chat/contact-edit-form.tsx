// The contact panel's edit form: name, e-mail and CPF/CNPJ (masked while typed), validated by the
// contract's schema as the server validates the PATCH.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactPatchSchema, maskCpfCnpj, type Contact } from '@atende/contract';
import { alertSuccess } from '@/shared/ui/alerts';
import { showFormError, useZodForm } from '@/shared/forms/use-zod-form';
import { usePatchContact } from '../../api/contact-card';
import { attendanceNamespace } from '../../locales';

type ContactEditFormProps = { contact: Contact; operatorId: string; onDone: () => void };

export function ContactEditForm({ contact, operatorId, onDone }: ContactEditFormProps) {
  const { t } = useTranslation(attendanceNamespace);
  const save = usePatchContact(contact._id, operatorId);
  const form = useZodForm(contactPatchSchema, {
    name: contact.name ?? '',
    email: contact.email ?? '',
    document: contact.document ? maskCpfCnpj(contact.document) : '',
  });
  const submit = form.submitWith((parsed) =>
    save.mutate(parsed, {
      onSuccess: () => {
        alertSuccess(t('contact.saved'));
        onDone();
      },
      onError: (error) => showFormError(form, error),
    }),
  );

  return (
    <form onSubmit={submit} aria-label={t('contact.editTitle')} noValidate>
      <Stack gap={6}>
      <TextInput size="xs" label={t('contact.name')} required data-autofocus {...form.getInputProps('name')} value={form.values.name ?? ''} />
      <TextInput size="xs" label={t('contact.email')} type="email" {...form.getInputProps('email')} value={form.values.email ?? ''} />
      <TextInput
        size="xs"
        label={t('contact.document')}
        placeholder={t('contact.documentPlaceholder')}
        inputMode="numeric"
        {...form.getInputProps('document')}
        value={form.values.document ?? ''}
        onChange={(event) => form.setFieldValue('document', maskCpfCnpj(event.currentTarget.value))}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onDone} disabled={save.isPending}>
          {t('contact.cancel')}
        </Button>
        <Button size="compact-xs" type="submit" loading={save.isPending}>
          {t('contact.save')}
        </Button>
      </Group>
      </Stack>
    </form>
  );
}
