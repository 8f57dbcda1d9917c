import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dashboardNamespace } from '../locales';

const stats = ['attendancesToday', 'inAttendance', 'waiting', 'operatorsOnline'] as const;

/** The dashboard figures arrive with the attendance and report issues. */
export function StatPlaceholders() {
  const { t } = useTranslation(dashboardNamespace);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {stats.map((stat) => (
        <Paper key={stat} withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t(`stats.${stat}`)}
          </Text>
          <Text size="lg" fw={600} c="dimmed">
            {t('comingSoon')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
