import { Button, Center, Paper } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';

/** Shown when a route module fails to load or a page throws while rendering. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={520}>
        <EmptyState
          icon={<IconAlertTriangle size={28} aria-hidden />}
          title={t('routeError.title')}
          description={t('routeError.description')}
          action={<Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>}
        />
      </Paper>
    </Center>
  );
}
