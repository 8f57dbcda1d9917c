// The last 7 days as charts: attendances opened and finished per day, and the day's TME and TMA.
// Loaded lazily (recharts is heavy): only /main's own chunk pulls it, never the login or the panel.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardWeek } from '@atende/contract';
import { dashboardNamespace } from '../locales';
import { formatWait } from './format-wait';

/** "2025-06-02" as "02/06": the week's days need no year. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function WeekCharts({ days }: { days: DashboardWeek['days'] }) {
  const { t } = useTranslation(dashboardNamespace);
  const data = days.map((d) => ({ ...d, label: shortDay(d.day) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard title={t('week.volumeTitle')}>
        <BarChart
          h={240}
          data={data}
          dataKey="label"
          withLegend
          series={[
            { name: 'opened', label: t('week.opened'), color: 'blue.6' },
            { name: 'finished', label: t('week.finished'), color: 'green.6' },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('week.timesTitle')}>
        <LineChart
          h={240}
          data={data}
          dataKey="label"
          withLegend
          valueFormatter={(seconds) => formatWait(seconds)}
          series={[
            { name: 'waitSeconds', label: t('week.wait'), color: 'orange.6' },
            { name: 'handleSeconds', label: t('week.handle'), color: 'cyan.6' },
          ]}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
