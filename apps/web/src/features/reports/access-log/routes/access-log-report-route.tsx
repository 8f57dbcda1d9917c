// /reportAccessLog: every sign-in, refused sign-in and sign-out of the company's users in the period,
// filterable by user: tiles, a per-day chart (lazy), the paged log, export.
import { useTranslation } from 'react-i18next';
import { accessLogReportSummarySchema } from '@atende/contract';
import {
  LazyChart,
  ReportFilterBar,
  ReportPage,
  SummaryTiles,
  lazyChart,
  useReportFilters,
  useReportSummary,
  type ReportFilterName,
} from '../../kit';
import { AccessLogTable } from '../components/access-log-table';
import { UserSelect } from '../components/user-select';
import { reportAccessLogNamespace } from '../locales';

// userId reaches the body through the kit's URL state; its select is this page's, in the bar's slot.
const show: readonly ReportFilterName[] = ['userId'];
const AccessChart = lazyChart(() => import('../components/access-chart'), 'AccessChart');

export function AccessLogReportPage() {
  const { t, i18n } = useTranslation(reportAccessLogNamespace);
  const filters = useReportFilters(show);
  const summary = useReportSummary('access-log', filters.body, accessLogReportSummarySchema, { enabled: filters.ready });
  const figures = summary.data?.summary;
  const number = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString(i18n.language));
  const tiles = [
    { key: 'logins', label: t('tiles.logins'), value: number(figures?.logins) },
    { key: 'failures', label: t('tiles.failures'), value: number(figures?.failures) },
    { key: 'logouts', label: t('tiles.logouts'), value: number(figures?.logouts) },
    { key: 'users', label: t('tiles.users'), value: number(figures?.users), help: t('tiles.usersHelp') },
  ];
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
