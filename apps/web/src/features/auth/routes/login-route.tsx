import { useEffect } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetReconnectAttempts } from '@/shared/socket/socket-client';
import { safeRedirect } from '@/shared/paths';
import { LoginForm } from '../components/login-form';
import { LogoutNotice } from '../components/logout-notice';
import { authNamespace } from '../locales';

export function LoginPage() {
  const { t } = useTranslation(authNamespace);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  // Spec section 2: the login page starts the reconnect count afresh.
  useEffect(() => resetReconnectAttempts(), []);

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1} size="h3">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('subtitle')}
        </Text>
      </Stack>
      <LogoutNotice reason={params.get('logout')} />
      <LoginForm onSuccess={() => navigate(safeRedirect(params.get('redirect')), { replace: true })} />
    </Stack>
  );
}
