import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Divider, Group, Modal, PasswordInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@atende/contract';
import { maskCpfCnpj } from '@/shared/br';
import { isApiError } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { alertSuccess } from '@/shared/ui/alerts';
import { useSessionUser } from '@/shared/session/session-store';
import { useUpdateProfileMutation } from '../api/update-profile';
import { closeProfileModal, useProfileModalOpened } from '../profile-modal-store';
import { profileNamespace } from '../locales';
import { checkProfileForm, profileFormFrom, type ProfileFormState } from './profile-form-state';

/** "Meu Perfil" (spec sections 2 and 5): the signed-in user edits their own data. */
export function ProfileModal() {
  const { t } = useTranslation(profileNamespace);
  const opened = useProfileModalOpened();
  const user = useSessionUser();
  return (
    <Modal opened={opened && !!user} onClose={closeProfileModal} title={t('title')} size="lg" centered>
      {/* Mounted per opening, so the form always starts from the current user. */}
      {opened && user && <ProfileForm user={user} />}
    </Modal>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(profileNamespace);
  const [form, setForm] = useState<ProfileFormState>(() => profileFormFrom(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useUpdateProfileMutation();
  const set = (patch: Partial<ProfileFormState>) => setForm((current) => ({ ...current, ...patch }));
  const text = (field: keyof Omit<ProfileFormState, 'soundAlert'>) => ({
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [field]: event.currentTarget.value }),
    error: errors[field],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkProfileForm(form);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    mutation.mutate(
      { id: user._id, body: check.body },
      {
        onSuccess: () => {
          alertSuccess(t('success'));
          closeProfileModal();
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(error.fieldErrors());
        },
      },
    );
  };

  const generalError = mutation.isError && Object.keys(errors).length === 0 ? errorMessage(mutation.error) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack>
        {generalError && (
          <Alert color="red" role="alert">
            {generalError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('name')} autoComplete="name" {...text('name')} />
          <TextInput label={t('email')} type="email" autoComplete="email" {...text('email')} />
          <TextInput label={t('nickname')} {...text('nickname')} />
          <TextInput
            label={t('cpf')}
            inputMode="numeric"
            value={form.cpf}
            onChange={(event) => set({ cpf: maskCpfCnpj(event.currentTarget.value) })}
            error={errors.cpf}
          />
          <TextInput label={t('mobile')} type="tel" autoComplete="tel" {...text('mobile')} />
          <TextInput label={t('job')} {...text('job')} />
          <TextInput label={t('company')} autoComplete="organization" {...text('company')} />
        </SimpleGrid>
        <Switch
          label={t('soundAlert')}
          checked={form.soundAlert}
          onChange={(event) => set({ soundAlert: event.currentTarget.checked })}
        />
        <Divider label={t('passwordSection')} labelPosition="left" />
        <Text size="xs" c="dimmed">
          {t('passwordHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput label={t('currentPassword')} autoComplete="current-password" {...text('currentPassword')} />
          <PasswordInput label={t('password')} autoComplete="new-password" {...text('password')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
