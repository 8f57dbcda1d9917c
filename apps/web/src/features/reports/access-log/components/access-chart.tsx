// Sign-ins and refused sign-ins per day (lazy: only this report's chunk loads @mantine/charts).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { AccessLogReportSummary } from '@atende/contract';
import { reportAccessLogNamespace } from '../locales';

export function AccessChart({ perDay }: { perDay: AccessLogReportSummary['perDay'] }) {
  const { t } = useTranslation(reportAccessLogNamespace);
  const data = perDay.map((d) => ({ ...d, label: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}` }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="label"
      withLegend
      series={[
        { name: 'logins', label: t('chart.logins'), color: 'green.6' },
        { name: 'failures', label: t('chart.failures'), color: 'red.6' },
      ]}
    />
  );
}
