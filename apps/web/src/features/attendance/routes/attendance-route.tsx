import { Grid, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/empty-state';
import { attendanceNamespace } from '../locales';

const panels = [
  { key: 'queue', span: { base: 12, md: 3 } },
  { key: 'conversation', span: { base: 12, md: 6 } },
  { key: 'schedule', span: { base: 12, md: 3 } },
] as const;

/** The operator attendance panel; its queue, chat and schedule arrive with the attendance issues. */
export function AttendancePage() {
  const { t } = useTranslation(attendanceNamespace);
  return (
    <Grid>
      {panels.map((panel) => (
        <Grid.Col key={panel.key} span={panel.span}>
          <Paper withBorder radius="md" p="md" h="100%" component="section" aria-label={t(`panel.${panel.key}`)}>
            <Title order={2} size="h5" mb="xs">
              {t(`panel.${panel.key}`)}
            </Title>
            <EmptyState title={t('panel.comingSoon')} />
            <Text size="sm" c="dimmed" ta="center">
              {t(`panel.${panel.key}Hint`)}
            </Text>
          </Paper>
        </Grid.Col>
      ))}
    </Grid>
  );
}
