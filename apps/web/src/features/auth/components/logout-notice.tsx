import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLogoutReason } from '@/shared/session/logout';
import { authNamespace } from '../locales';

/** Says why the user landed on the login page (?logout=<reason>). */
export function LogoutNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation(authNamespace);
  if (!isLogoutReason(reason)) return null;
  return (
    <Alert color="yellow" icon={<IconPlugConnectedX aria-hidden />} data-testid="logout-notice">
      {t(`logoutReason.${reason}`)}
    </Alert>
  );
}
