// Loaded lazily (LazyChart): @mantine/charts and recharts stay out of every bundle but the reports'.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { KanbanStepTime } from '@atende/contract';
import { formatDuration } from '../../kit';
import { reportKanbanPerformanceNamespace } from '../locales';

type Props = { steps: KanbanStepTime[] };

/** Mean and p90 time per step, in the board's order; a step with no stay ended in the period has no bar. */
export function StepTimeChart({ steps }: Props) {
  const { t } = useTranslation(reportKanbanPerformanceNamespace);
  const data = steps.map((row) => ({ step: row.step.name, average: row.time.averageSeconds, p90: row.time.p90Seconds }));
  return (
    <BarChart
      h={Math.max(200, data.length * 48)}
      data={data}
      dataKey="step"
      orientation="vertical"
      yAxisProps={{ width: 180 }}
      withLegend
      valueFormatter={(seconds) => formatDuration(seconds, 'days')}
      series={[
        { name: 'average', label: t('series.average'), color: 'blue.6' },
        { name: 'p90', label: t('series.p90'), color: 'orange.6' },
      ]}
    />
  );
}
