import { Fieldset, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

type AccountForm = {
  key(path: string): string;
  getInputProps(path: string): GetInputPropsReturnType;
};

/** "Dados de acesso" of a user the owner manages (operator, supervisor): name, e-mail, login, password. */
export function AccountFieldset({ form, editing }: { form: AccountForm; editing: boolean }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('account.legend')}>
      <Stack gap="sm">
        <TextInput label={t('account.name')} required autoComplete="off" key={form.key('name')} {...form.getInputProps('name')} />
        <TextInput label={t('account.email')} type="email" autoComplete="off" key={form.key('email')} {...form.getInputProps('email')} />
        <TextInput label={t('account.login')} required autoComplete="off" key={form.key('login')} {...form.getInputProps('login')} />
        <PasswordInput
          label={editing ? t('account.newPassword') : t('account.password')}
          description={editing ? t('account.newPasswordHint') : undefined}
          required={!editing}
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
      </Stack>
    </Fieldset>
  );
}
