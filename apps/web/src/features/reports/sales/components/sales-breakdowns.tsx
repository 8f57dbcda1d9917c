// The summary's breakdowns under the chart: by status, by operator, by category and the best-selling
// products, each a small captioned table (two per row on wide screens, one on phones, scrolling
// sideways when a column does not fit).
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesReportSummary } from '@atende/contract';
import { formatMoney, formatNumber } from '../../kit';
import { reportSalesNamespace } from '../locales';

type Cell = { value: ReactNode; numeric?: boolean };
type Props = { title: string; headers: Cell[]; rows: { key: string; cells: Cell[] }[]; empty: string };

function Breakdown({ title, headers, rows, empty }: Props) {
  const align = (c: Cell) => (c.numeric ? ('right' as const) : undefined);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label={title} data-testid={`breakdown-${title}`}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((h, i) => (
                  <Table.Th key={i} ta={align(h)}>
                    {h.value}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  {r.cells.map((c, i) => (
                    <Table.Td key={i} ta={align(c)}>
                      {c.value}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

export function SalesBreakdowns({ summary }: { summary: SalesReportSummary }) {
  const { t, i18n } = useTranslation(reportSalesNamespace);
  const money = (cents: number): Cell => ({ value: formatMoney(cents, i18n.language), numeric: true });
  const count = (n: number): Cell => ({ value: formatNumber(n, i18n.language), numeric: true });
  const head = (key: string, numeric = true): Cell => ({ value: t(`breakdowns.${key}`), numeric });
  const empty = t('breakdowns.empty');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Breakdown
        title={t('breakdowns.status')}
        headers={[head('name', false), head('orders'), head('total')]}
        rows={summary.byStatus.map((s) => ({ key: s.status, cells: [{ value: t(`status.${s.status}`) }, count(s.orders), money(s.totalCents)] }))}
        empty={empty}
      />
      <Breakdown
        title={t('breakdowns.operator')}
        headers={[head('name', false), head('orders'), head('paidOrders'), head('revenue')]}
        rows={summary.byOperator.map((o) => ({
          key: o.operator?._id ?? '-',
          cells: [{ value: o.operator?.name ?? t('breakdowns.noOperator') }, count(o.orders), count(o.paidOrders), money(o.revenueCents)],
        }))}
        empty={empty}
      />
      <Breakdown
        title={t('breakdowns.category')}
        headers={[head('name', false), head('quantity'), head('value')]}
        rows={summary.byCategory.map((c) => ({
          key: c.category?._id ?? '-',
          cells: [{ value: c.category?.name ?? t('breakdowns.noCategory') }, count(c.quantity), money(c.revenueCents)],
        }))}
        empty={empty}
      />
      <Breakdown
        title={t('breakdowns.products')}
        headers={[head('name', false), head('sku', false), head('quantity'), head('value')]}
        rows={summary.topProducts.map((p) => ({
          key: p.productId ?? `sku:${p.skuId}`,
          cells: [{ value: p.name }, { value: p.skuId }, count(p.quantity), money(p.revenueCents)],
        }))}
        empty={empty}
      />
    </SimpleGrid>
  );
}
