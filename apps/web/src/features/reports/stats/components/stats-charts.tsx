// /reportStats' per-day charts, loaded lazily with @mantine/charts (only the report's chunk pulls it).
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { StatsReportSummary } from '@atende/contract';
import { reportStatsNamespace } from '../locales';

type Props = { perDay: StatsReportSummary['perDay'] };

const withLabel = (perDay: Props['perDay']) => perDay.map((d) => ({ ...d, label: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}` }));

export function StatsMessagesChart({ perDay }: Props) {
  const { t } = useTranslation(reportStatsNamespace);
  return (
    <BarChart
      h={260}
      data={withLabel(perDay)}
      dataKey="label"
      withLegend
      series={[
        { name: 'messagesIn', label: t('charts.messagesIn'), color: 'blue.6' },
        { name: 'messagesOut', label: t('charts.messagesOut'), color: 'teal.6' },
      ]}
    />
  );
}

export function StatsAttendancesChart({ perDay }: Props) {
  const { t } = useTranslation(reportStatsNamespace);
  return (
    <LineChart
      h={260}
      data={withLabel(perDay)}
      dataKey="label"
      withLegend
      series={[
        { name: 'opened', label: t('charts.opened'), color: 'indigo.6' },
        { name: 'finished', label: t('charts.finished'), color: 'green.6' },
      ]}
    />
  );
}
