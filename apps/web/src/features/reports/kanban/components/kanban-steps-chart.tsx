// Loaded lazily (LazyChart): @mantine/charts and recharts stay out of every bundle but the reports'.
// Cards and money have different scales, so they are two bar charts over the same steps; each step's
// label carries its conversion.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KanbanStepFigures } from '@atende/contract';
import { formatMoney, formatNumber, formatShare } from '../../kit';
import { reportKanbanNamespace } from '../locales';

type Props = { steps: KanbanStepFigures[] };

export function KanbanStepsChart({ steps }: Props) {
  const { t, i18n } = useTranslation(reportKanbanNamespace);
  const data = steps.map((row) => ({
    step: row.conversion === null ? row.step.name : t('conversionLabel', { step: row.step.name, share: formatShare(row.conversion, i18n.language) }),
    cards: row.cards,
    entered: row.entered,
    value: row.valueCents,
  }));
  const h = Math.max(200, data.length * 48);
  const axis = { yAxisProps: { width: 180 }, orientation: 'vertical' as const, dataKey: 'step', data, h, withLegend: true };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <BarChart
        {...axis}
        valueFormatter={(value) => formatNumber(value, i18n.language)}
        series={[
          { name: 'cards', label: t('series.cards'), color: 'blue.6' },
          { name: 'entered', label: t('series.entered'), color: 'teal.6' },
        ]}
      />
      <BarChart
        {...axis}
        valueFormatter={(cents) => formatMoney(cents, i18n.language)}
        series={[{ name: 'value', label: t('series.value'), color: 'green.6' }]}
      />
    </SimpleGrid>
  );
}
