// /reportSales' per-day chart, loaded lazily with @mantine/charts: the orders (all and paid) as bars
// and the revenue in R$ as a line, each local day of the period, side by side on wide screens and
// stacked on phones (two scales: a count and money do not share an axis well).
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesDay } from '@atende/contract';
import { formatMoney, formatNumber } from '../../kit';
import { reportSalesNamespace } from '../locales';

export function SalesChart({ perDay }: { perDay: SalesDay[] }) {
  const { t, i18n } = useTranslation(reportSalesNamespace);
  const language = i18n.language;
  const data = perDay.map((d) => ({ label: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}`, orders: d.orders, paidOrders: d.paidOrders, revenue: d.revenueCents }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t('chartOrders')}
        </Text>
        <BarChart
          h={240}
          data={data}
          dataKey="label"
          withLegend
          maxBarWidth={28}
          valueFormatter={(value) => formatNumber(value, language)}
          series={[
            { name: 'orders', label: t('chartOrders'), color: 'blue.6' },
            { name: 'paidOrders', label: t('tiles.paidOrders'), color: 'green.6' },
          ]}
        />
      </div>
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t('chartRevenue')}
        </Text>
        <LineChart
          h={240}
          data={data}
          dataKey="label"
          yAxisProps={{ width: 90 }}
          valueFormatter={(cents) => formatMoney(cents, language)}
          series={[{ name: 'revenue', label: t('chartRevenue'), color: 'teal.7' }]}
        />
      </div>
    </SimpleGrid>
  );
}
