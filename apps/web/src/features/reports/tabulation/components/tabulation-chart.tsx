// Loaded lazily (LazyChart): @mantine/charts and recharts stay out of every bundle but the reports'.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { TabulationCount } from '@atende/contract';
import { formatNumber, formatShare } from '../../kit';
import { reportTabulationNamespace } from '../locales';

type Props = { byTabulation: TabulationCount[] };

/** One bar per tabulation (most used first); the tooltip and the label carry its share. */
export function TabulationChart({ byTabulation }: Props) {
  const { t, i18n } = useTranslation(reportTabulationNamespace);
  const data = byTabulation.map((row) => ({
    tabulation: `${row.tabulation?.name ?? t('noTabulation')} (${formatShare(row.share, i18n.language)})`,
    count: row.count,
  }));
  return (
    <BarChart
      h={Math.max(200, data.length * 36)}
      data={data}
      dataKey="tabulation"
      orientation="vertical"
      yAxisProps={{ width: 180 }}
      valueFormatter={(value) => formatNumber(value, i18n.language)}
      series={[{ name: 'count', label: t('count'), color: 'blue.6' }]}
    />
  );
}
