import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { attendanceStatuses, type DashboardToday } from '@atende/contract';
import { dashboardNamespace } from '../locales';

/** Today's attendances by their current status, every status listed (zeros included). */
export function StatusBreakdown({ today }: { today: DashboardToday }) {
  const { t } = useTranslation(dashboardNamespace);
  const total = attendanceStatuses.reduce((sum, status) => sum + today.createdToday[status], 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {t('byStatus.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('byStatus.total', { count: total })}
        </Text>
      </Group>
      <Stack gap="xs" role="list" aria-label={t('byStatus.title')}>
        {attendanceStatuses.map((status) => {
          const count = today.createdToday[status];
          const label = t(`status.${status}`);
          return (
            <div key={status} role="listitem" aria-label={`${label}: ${count}`}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">{label}</Text>
                <Text size="sm" fw={600}>
                  {count}
                </Text>
              </Group>
              <Progress value={total ? (count / total) * 100 : 0} size="sm" aria-hidden />
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
