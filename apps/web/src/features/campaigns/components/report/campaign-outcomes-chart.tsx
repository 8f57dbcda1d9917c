// The period's campaign outcomes per start day (lazy: only /reportCampaign's chunk loads @mantine/charts).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { CampaignReportSummary } from '@atende/contract';
import { campaignsNamespace } from '../../locales';

const outcomes = [
  ['sent', 'blue.6'],
  ['delivered', 'teal.6'],
  ['read', 'green.6'],
  ['failed', 'red.6'],
  ['replied', 'grape.6'],
] as const;

export function CampaignOutcomesChart({ perDay }: { perDay: CampaignReportSummary['perDay'] }) {
  const { t } = useTranslation(campaignsNamespace);
  const data = perDay.map((d) => ({ ...d, label: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}` }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="label"
      withLegend
      series={outcomes.map(([name, color]) => ({ name, color, label: t(`periodReport.tiles.${name}`) }))}
    />
  );
}
