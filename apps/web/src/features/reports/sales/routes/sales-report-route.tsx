// /reportSales (issue 20, module products): the orders created in the period, their revenue and
// tiles, the per-day chart, the breakdowns and one row per order. The shared filter bar gives the
// period, operator and contact; the report adds the order status, category and product.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { REPORT_PER_PAGE, salesReportPageSchema, salesReportSummarySchema, type SalesTotals } from '@atende/contract';
import { useChannelTimeZone } from '@/shared/time/zoned-date-time';
import {
  countTiles,
  DefinitionsHelp,
  formatMoney,
  LazyChart,
  lazyChart,
  ReportFilterBar,
  ReportPage,
  ReportTable,
  SummaryTiles,
  useReportPage,
  useSummaryReport,
  type ReportFilterName,
  type SummaryTile,
} from '../../kit';
import { SalesBreakdowns } from '../components/sales-breakdowns';
import { salesColumns } from '../components/sales-columns';
import { SalesFilters } from '../components/sales-filters';
import { reportSalesNamespace } from '../locales';

const SalesChart = lazyChart(() => import('../components/sales-chart'), 'SalesChart');
const show: readonly ReportFilterName[] = ['operatorId', 'contact', 'orderStatus', 'productId', 'categoryId'];

function tiles(figures: SalesTotals | undefined, t: TFunction, language: string): SummaryTile[] {
  const count = (keys: readonly ('orders' | 'paidOrders' | 'cancelled' | 'itemsSold')[]) =>
    countTiles(keys, figures, { language, label: (key) => t(`tiles.${key}`), help: (key) => t(`tiles.${key}Help`), empty: '' });
  const money = (key: 'revenue' | 'averageTicket', cents: number | null | undefined): SummaryTile => ({
    key,
    label: t(`tiles.${key}`),
    help: t(`tiles.${key}Help`),
    value: figures === undefined ? '' : cents === null || cents === undefined ? '—' : formatMoney(cents, language),
  });
  return [
    ...count(['orders', 'paidOrders']),
    money('revenue', figures?.revenueCents),
    money('averageTicket', figures?.averageTicketCents),
    ...count(['cancelled', 'itemsSold']),
  ];
}

export function SalesReportPage() {
  const { t, i18n } = useTranslation(reportSalesNamespace);
  const timeZone = useChannelTimeZone();
  const { filters, summary } = useSummaryReport('sales', show, salesReportSummarySchema);
  const page = useReportPage('sales', filters.body, filters.page, REPORT_PER_PAGE, salesReportPageSchema, {}, { enabled: filters.ready });
  const data = summary.data;
  return (
    <ReportPage
      name="sales"
      intro={t('intro')}
      ready={filters.ready}
      filters={<ReportFilterBar state={filters} resolved={data?.period ?? page.data?.period} extra={<SalesFilters state={filters} />} />}
      exportBody={filters.body}
      error={summary.error ?? page.error}
      toolbar={<DefinitionsHelp label={t('definitions.label')} definitions={[t('definitions.text')]} />}
      summary={<SummaryTiles loading={summary.isPending} tiles={tiles(data?.summary, t, i18n.language)} />}
      chart={
        data && (
          <>
            <LazyChart title={t('chart')} height={240}>
              <SalesChart perDay={data.perDay} />
            </LazyChart>
            <SalesBreakdowns summary={data} />
          </>
        )
      }
      table={
        <ReportTable
          caption={t('caption')}
          columns={salesColumns(t, i18n.language, timeZone)}
          query={page}
          rowKey={(row) => row._id}
          page={filters.page}
          onPageChange={filters.setPage}
        />
      }
    />
  );
}
