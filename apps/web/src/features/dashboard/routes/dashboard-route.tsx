import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { useDashboardToday } from '../api/dashboard-query';
import { StatCards } from '../components/stat-cards';
import { StatusBreakdown } from '../components/status-breakdown';
import { WeekSection } from '../components/week-section';
import { WelcomeCard } from '../components/welcome-card';
import { dashboardNamespace } from '../locales';
import { useDashboardLive } from '../realtime/use-dashboard-live';

/** /main and the Home of channel and channel_manager users: today's numbers, live, then the week's. */
export function DashboardPage() {
  const { t } = useTranslation(dashboardNamespace);
  const user = useSessionUser();
  const query = useDashboardToday();
  useDashboardLive();
  if (!user) return null;
  return (
    <Stack>
      <WelcomeCard user={user} />
      {query.isError && (
        <Alert color="red" role="alert" title={t('loadError')}>
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.isPending && <Skeleton height={220} radius="md" aria-label={t('loading')} />}
      {query.data && (
        <>
          <Text size="sm" c="dimmed">
            {t('todayIn', { timezone: query.data.timezone })}
          </Text>
          <StatCards today={query.data} />
          <StatusBreakdown today={query.data} />
        </>
      )}
      <WeekSection />
    </Stack>
  );
}
