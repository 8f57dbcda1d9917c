import { useMemo, type ReactNode } from 'react';
import { getDefaultZIndex, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ALERT_DEFAULT_MS } from '@atende/contract';
import { i18n } from '@/shared/i18n/i18n';
import { queryClient } from '@/shared/query/query-client';
import { appTheme } from './theme';
import './layouts/notifications.css';

type ProvidersProps = { children: ReactNode; env?: 'default' | 'test' };

/** env "test" turns off Mantine transitions and portals for component tests. */
export function AppProviders({ children, env }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedProviders env={env}>{children}</ThemedProviders>
    </I18nextProvider>
  );
}

/** The theme carries the names of Mantine's icon-only buttons: it is rebuilt when the language changes. */
function ThemedProviders({ children, env }: ProvidersProps) {
  const { i18n: active } = useTranslation();
  const language = active.language;
  const theme = useMemo(() => appTheme(active.getFixedT(language)), [active, language]);
  return (
    <MantineProvider theme={theme} env={env}>
      {/* Above dialogs (an error of a dialog's form shows over it) but under menus and dropdowns, so a
          reminder that stays open never blocks the profile menu opened under it. */}
      <Notifications
        position="top-right"
        autoClose={ALERT_DEFAULT_MS}
        limit={5}
        className="app-notifications"
        zIndex={getDefaultZIndex('modal') + 50}
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
