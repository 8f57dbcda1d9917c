// Loaded lazily (LazyChart): @mantine/charts and recharts stay out of every bundle but the reports'.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { AverageReportSummary } from '@atende/contract';
import { formatDayMonth } from '@/shared/time/date-format';
import { formatDuration } from '../../kit';
import { reportAverageNamespace } from '../locales';

type Props = { trend: AverageReportSummary['trend'] };

/** TME, TMA and first response per day; a day with nothing measured leaves a gap, not a zero. */
export function AverageChart({ trend }: Props) {
  const { t, i18n } = useTranslation(reportAverageNamespace);
  const data = trend.map((p) => ({
    day: formatDayMonth(p.day, i18n.language),
    wait: p.waitSeconds,
    handle: p.handleSeconds,
    firstResponse: p.firstResponseSeconds,
  }));
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="day"
      withLegend
      connectNulls={false}
      valueFormatter={(seconds) => formatDuration(seconds)}
      series={[
        { name: 'wait', label: t('series.wait'), color: 'orange.6' },
        { name: 'handle', label: t('series.handle'), color: 'blue.6' },
        { name: 'firstResponse', label: t('series.firstResponse'), color: 'teal.6' },
      ]}
    />
  );
}
