// Responses per score 1–5 as bars with their counts (lazy: only this report's chunk loads @mantine/charts).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { reportSurveyNamespace } from '../locales';

export function SurveyDistributionChart({ distribution }: { distribution: number[] }) {
  const { t } = useTranslation(reportSurveyNamespace);
  const data = distribution.map((responses, i) => ({ score: t('distribution.score', { score: i + 1 }), responses }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="score"
      withBarValueLabel
      series={[{ name: 'responses', label: t('distribution.responses'), color: 'blue.6' }]}
    />
  );
}
