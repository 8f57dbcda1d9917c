import { useState } from 'react';
import { Alert, Divider, PasswordInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiTypes, type ApiType } from '@atende/contract';
import { FormDrawer } from '@/shared/ui/form-drawer';
import { alertSuccess } from '@/shared/ui/alerts';
import { isApiError } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { useCreateChannelMutation } from '../api/create-channel';
import { channelsNamespace } from '../locales';
import { checkChannelForm, emptyChannelForm, type ChannelFormState } from './channel-form';
import { CredentialsEditor } from './credentials-editor';

type ChannelCreateDrawerProps = { opened: boolean; onClose: () => void };

export function ChannelCreateDrawer({ opened, onClose }: ChannelCreateDrawerProps) {
  const { t } = useTranslation(channelsNamespace);
  const [form, setForm] = useState<ChannelFormState>(emptyChannelForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useCreateChannelMutation();

  const close = () => {
    setForm(emptyChannelForm());
    setErrors({});
    mutation.reset();
    onClose();
  };
  const set = (patch: Partial<ChannelFormState>) => setForm((current) => ({ ...current, ...patch }));
  const setOwner = (patch: Partial<ChannelFormState['owner']>) =>
    setForm((current) => ({ ...current, owner: { ...current.owner, ...patch } }));

  const submit = () => {
    const check = checkChannelForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    mutation.mutate(check.value, {
      onSuccess: () => {
        alertSuccess(t('create.success'));
        close();
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fieldErrors());
      },
    });
  };

  const generalError = mutation.isError && Object.keys(errors).length === 0 ? errorMessage(mutation.error) : null;

  return (
    <FormDrawer
      opened={opened}
      onClose={close}
      title={t('create.title')}
      submitLabel={t('create.submit')}
      submitting={mutation.isPending}
      onSubmit={submit}
    >
      {generalError && (
        <Alert color="red" role="alert">
          {generalError}
        </Alert>
      )}
      <Divider label={t('create.companySection')} labelPosition="left" />
      <TextInput label={t('create.name')} value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} error={errors.name} />
      <TextInput
        label={t('create.channelNumber')}
        description={t('create.channelNumberHint')}
        inputMode="tel"
        value={form.channelNumber}
        onChange={(e) => set({ channelNumber: e.currentTarget.value })}
        error={errors.channelNumber}
      />
      <Select
        label={t('create.apiType')}
        placeholder={t('create.apiTypePlaceholder')}
        data={apiTypes.map((value) => ({ value, label: t(`apiType.${value}`) }))}
        value={form.apiType}
        onChange={(value) => set({ apiType: value as ApiType | null })}
        error={errors.apiType}
        allowDeselect={false}
      />
      <CredentialsEditor rows={form.credentials} onChange={(credentials) => set({ credentials })} error={errors.credentials} />
      <Divider label={t('create.ownerSection')} labelPosition="left" />
      <TextInput label={t('create.ownerLogin')} autoComplete="off" value={form.owner.login} onChange={(e) => setOwner({ login: e.currentTarget.value })} error={errors['owner.login']} />
      <PasswordInput label={t('create.ownerPassword')} autoComplete="new-password" value={form.owner.password} onChange={(e) => setOwner({ password: e.currentTarget.value })} error={errors['owner.password']} />
      <TextInput label={t('create.ownerName')} value={form.owner.name} onChange={(e) => setOwner({ name: e.currentTarget.value })} error={errors['owner.name']} />
      <TextInput label={t('create.ownerEmail')} type="email" value={form.owner.email} onChange={(e) => setOwner({ email: e.currentTarget.value })} error={errors['owner.email']} />
    </FormDrawer>
  );
}
