// /reportCampaign's first view on the report kit: the period's campaigns (filter bar), their outcome
// totals (tiles), the outcomes per start day (lazy chart) and the campaigns themselves (paged table).
import { useTranslation } from 'react-i18next';
import { campaignReportSummarySchema } from '@atende/contract';
import {
  LazyChart,
  ReportFilterBar,
  ReportPage,
  SummaryTiles,
  lazyChart,
  useReportFilters,
  useReportSummary,
  type ReportFilterName,
} from '@/features/reports';
import { campaignsNamespace } from '../../locales';
import { CampaignsPeriodTable } from './campaigns-period-table';

const show: readonly ReportFilterName[] = [];
const tileKeys = ['campaigns', 'recipients', 'sent', 'delivered', 'read', 'failed', 'replied'] as const;
const OutcomesChart = lazyChart(() => import('./campaign-outcomes-chart'), 'CampaignOutcomesChart');

export function CampaignsPeriodReport({ onOpen }: { onOpen: (campaignId: string) => void }) {
  const { t, i18n } = useTranslation(campaignsNamespace);
  const filters = useReportFilters(show);
  const summary = useReportSummary('campaign', filters.body, campaignReportSummarySchema, { enabled: filters.ready });
  const figures = summary.data?.summary;
  const tiles = tileKeys.map((key) => ({
    key,
    label: t(`periodReport.tiles.${key}`),
    value: figures ? figures[key].toLocaleString(i18n.language) : '—',
  }));
  return (
    <ReportPage
      name="campaign"
      intro={t('periodReport.intro')}
      filters={<ReportFilterBar state={filters} resolved={summary.data?.period} />}
      exportBody={filters.body}
      ready={filters.ready}
      error={summary.error}
      summary={<SummaryTiles tiles={tiles} loading={summary.isPending} />}
      chart={
        <LazyChart title={t('periodReport.chartTitle')} height={260}>
          <OutcomesChart perDay={summary.data?.perDay ?? []} />
        </LazyChart>
      }
      table={<CampaignsPeriodTable body={filters.body} page={filters.page} onPageChange={filters.setPage} onOpen={onOpen} />}
    />
  );
}
