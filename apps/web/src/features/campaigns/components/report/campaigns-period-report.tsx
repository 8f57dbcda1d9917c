// /reportCampaign's first view on the report kit: the period's campaigns (filter bar), their outcome
// totals (tiles), the outcomes per start day (lazy chart) and the campaigns themselves (paged table).
import { useTranslation } from 'react-i18next';
import { campaignReportSummarySchema } from '@atende/contract';
import { LazyChart, ReportFilterBar, ReportPage, SummaryTiles, countTiles, lazyChart, useSummaryReport, type ReportFilterName } from '@/features/reports';
import { campaignsNamespace } from '../../locales';
import { CampaignsPeriodTable } from './campaigns-period-table';

const show: readonly ReportFilterName[] = [];
const tileKeys = ['campaigns', 'recipients', 'sent', 'delivered', 'read', 'failed', 'replied'] as const;
const OutcomesChart = lazyChart(() => import('./campaign-outcomes-chart'), 'CampaignOutcomesChart');

export function CampaignsPeriodReport({ onOpen }: { onOpen: (campaignId: string) => void }) {
  const { t, i18n } = useTranslation(campaignsNamespace);
  const { filters, summary } = useSummaryReport('campaign', show, campaignReportSummarySchema);
  const tiles = countTiles(tileKeys, summary.data?.summary, { language: i18n.language, label: (key) => t(`periodReport.tiles.${key}`) });
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
