import '@mantine/dates/styles.css';
import { useEffect } from 'react';
import { Divider, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contactCreateSchema, contactUpdateSchema, maskCpfCnpj, type Contact, type ContactCreateInput } from '@atende/contract';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { applyApiErrors, useZodForm } from '@/shared/forms/use-zod-form';
import { errorMessage } from '@/shared/http/http-client';
import { isApiErrorOf } from '@/shared/http/api-error';
import { useSaveContactMutation } from '../api/contact-mutations';
import type { ContactOption } from '../api/contact-options';
import { contactsNamespace } from '../locales';
import { ContactHistory } from '@/features/attendances-manage';
import { useSessionUser } from '@/shared/session/session-store';
import { dateInputFormat, formatDateIn } from '@/shared/time/date-format';

/** On edit the number is shown but fixed: the server takes it on create only. */
const contactEditSchema = contactUpdateSchema.extend({ number: z.string() });

export const contactFormValues = (contact: Contact | null): ContactCreateInput => ({
  number: contact?.number ?? '',
  name: contact?.name ?? '',
  code: contact?.code ?? '',
  email: contact?.email ?? '',
  tagId: contact?.tagId ?? null,
  responsibleOperatorId: contact?.responsibleOperatorId ?? null,
  birthday: contact?.birthday ?? null,
  document: contact?.document ? maskCpfCnpj(contact.document) : '',
  optedOutOfCampaigns: contact?.optedOutOfCampaigns ?? false,
});

type ContactFormDrawerProps = {
  opened: boolean;
  /** null: a new contact. */
  contact: Contact | null;
  tags: ContactOption[];
  operators: ContactOption[];
  onClose: () => void;
};

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Create or edit a contact, validated by the contract's schema (the server checks the same). */
export function ContactFormDrawer(props: ContactFormDrawerProps) {
  const { t, i18n } = useTranslation(contactsNamespace);
  const timeZone = useSessionUser()?.channel?.timezone ?? 'America/Sao_Paulo';
  const editing = props.contact !== null;
  const form = useZodForm(editing ? contactEditSchema : contactCreateSchema, contactFormValues(props.contact));
  const save = useSaveContactMutation();

  // Each opening starts from the contact being edited (or blank), without the last one's errors.
  useEffect(() => {
    if (!props.opened) return;
    form.setValues(contactFormValues(props.contact));
    form.clearErrors();
    // form is stable; only a new opening or another contact resets it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.opened, props.contact]);

  const submit = form.submitWith((parsed) => {
    const { number, ...fields } = parsed;
    const request = props.contact === null ? { id: null, body: { ...fields, number } } : { id: props.contact._id, body: fields };
    save.mutate(request, {
      onSuccess: () => {
        alertSuccess(t(editing ? 'form.updated' : 'form.created'));
        props.onClose();
      },
      onError: (error) => {
        if (isApiErrorOf(error, 'contact_number_taken')) form.setFieldError('number', error.erroMensagem);
        else if (isApiErrorOf(error, 'tag_not_found')) form.setFieldError('tagId', error.erroMensagem);
        else if (isApiErrorOf(error, 'operator_not_found')) form.setFieldError('responsibleOperatorId', error.erroMensagem);
        else if (!applyApiErrors(form, error)) alertDanger(errorMessage(error));
      },
    });
  });

  return (
    <FormDrawer
      opened={props.opened}
      title={t(editing ? 'form.editTitle' : 'form.createTitle')}
      submitting={save.isPending}
      onSubmit={() => submit()}
      onClose={props.onClose}
      after={
        props.contact && (
          <Stack gap="xs" mt="xl">
            <Divider />
            <Title order={4} size="h5">
              {t('form.history')}
            </Title>
            <ContactHistory contactId={props.contact._id} timeZone={timeZone} />
          </Stack>
        )
      }
    >
      <TextInput
        label={t('form.number')}
        placeholder={t('form.numberPlaceholder')}
        description={editing ? t('form.numberFixed') : t('form.numberHint')}
        required={!editing}
        disabled={editing}
        inputMode="tel"
        data-autofocus={!editing || undefined}
        {...form.getInputProps('number')}
      />
      <TextInput label={t('form.name')} required data-autofocus={editing || undefined} {...form.getInputProps('name')} />
      <TextInput label={t('form.code')} {...form.getInputProps('code')} value={form.values.code ?? ''} />
      <TextInput label={t('form.email')} type="email" {...form.getInputProps('email')} value={form.values.email ?? ''} />
      <Select
        label={t('form.tag')}
        placeholder={t('form.tagPlaceholder')}
        data={props.tags.map(({ value, label }) => ({ value, label }))}
        clearable
        searchable
        {...form.getInputProps('tagId')}
        value={form.values.tagId || null}
      />
      <Select
        label={t('form.responsible')}
        placeholder={t('form.responsiblePlaceholder')}
        data={props.operators}
        clearable
        searchable
        {...form.getInputProps('responsibleOperatorId')}
        value={form.values.responsibleOperatorId || null}
      />
      <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'pt-br' }}>
        <DateInput
          label={t('form.birthday')}
          placeholder={t('form.birthdayPlaceholder')}
          valueFormat={dateInputFormat(i18n.language)}
          maxDate={todayIso()}
          clearable
          {...form.getInputProps('birthday')}
          value={form.values.birthday ?? null}
        />
      </DatesProvider>
      <TextInput
        label={t('form.document')}
        placeholder={t('form.documentPlaceholder')}
        inputMode="numeric"
        {...form.getInputProps('document')}
        value={form.values.document ?? ''}
        onChange={(event) => form.setFieldValue('document', maskCpfCnpj(event.currentTarget.value))}
      />
      <Switch
        label={t('form.optedOut')}
        description={t('form.optedOutHelp')}
        {...form.getInputProps('optedOutOfCampaigns', { type: 'checkbox' })}
      />
      {props.contact?.optedOutAt && form.values.optedOutOfCampaigns && (
        <Text size="xs" c="dimmed" data-testid="opted-out-since">
          {t('form.optedOutSince', { date: formatDateIn(props.contact.optedOutAt, timeZone, i18n.language) })}
        </Text>
      )}
    </FormDrawer>
  );
}
