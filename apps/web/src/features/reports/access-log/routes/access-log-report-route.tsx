// /reportAccessLog: every sign-in, refused sign-in and sign-out of the company's users in the period,
// filterable by user: tiles, a per-day chart (lazy), the paged log, export.
import { useTranslation } from 'react-i18next';
import { accessLogReportSummarySchema } from '@atende/contract';
import { LazyChart, ReportFilterBar, ReportPage, SummaryTiles, countTiles, lazyChart, useSummaryReport, type ReportFilterName } from '../../kit';
import { AccessLogTable } from '../components/access-log-table';
import { UserSelect } from '../components/user-select';
import { reportAccessLogNamespace } from '../locales';

// userId reaches the body through the kit's URL state; its select is this page's, in the bar's slot.
const show: readonly ReportFilterName[] = ['userId'];
const tileKeys = ['logins', 'failures', 'logouts', 'users'] as const;
const AccessChart = lazyChart(() => import('../components/access-chart'), 'AccessChart');

export function AccessLogReportPage() {
  const { t, i18n } = useTranslation(reportAccessLogNamespace);
  const { filters, summary } = useSummaryReport('access-log', show, accessLogReportSummarySchema);
  const tiles = countTiles(tileKeys, summary.data?.summary, {
    language: i18n.language,
    label: (key) => t(`tiles.${key}`),
    help: (key) => (key === 'users' ? t('tiles.usersHelp') : undefined),
  });
  return (
    <ReportPage
      name="access-log"
      intro={t('intro')}
      filters={
        <ReportFilterBar
          state={filters}
          resolved={summary.data?.period}
          extra={<UserSelect value={filters.values.userId} onChange={(id) => filters.setFilter('userId', id)} />}
        />
      }
      exportBody={filters.body}
      ready={filters.ready}
      error={summary.error}
      summary={<SummaryTiles tiles={tiles} loading={summary.isPending} />}
      chart={
        <LazyChart title={t('chart.title')} height={240}>
          <AccessChart perDay={summary.data?.perDay ?? []} />
        </LazyChart>
      }
      table={<AccessLogTable body={filters.body} page={filters.page} onPageChange={filters.setPage} />}
    />
  );
}
