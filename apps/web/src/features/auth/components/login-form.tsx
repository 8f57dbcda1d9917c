import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { zodFieldErrors } from '@/shared/ui/zod-errors';
import { useLoginMutation } from '../api/login';
import { authNamespace } from '../locales';

type LoginFormProps = { onSuccess: () => void };

export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation(authNamespace);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useLoginMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ login, password });
    if (!parsed.success) {
      setFieldErrors(zodFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    mutation.mutate(parsed.data, { onSuccess });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack>
        {mutation.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="login-error">
            {errorMessage(mutation.error)}
          </Alert>
        )}
        <TextInput
          label={t('login')}
          name="login"
          autoComplete="username"
          autoFocus
          value={login}
          onChange={(event) => setLogin(event.currentTarget.value)}
          error={fieldErrors.login}
        />
        <PasswordInput
          label={t('password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" loading={mutation.isPending} fullWidth mt="sm">
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
