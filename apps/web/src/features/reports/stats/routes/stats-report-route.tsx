// /reportStats: the period's volume (tiles), messages and attendances per day (lazy charts), the
// inbound heatmap by weekday × hour, and each operator's productivity (paged table), with export.
// Only the period filters it: messages are counted per channel, not per department or operator.
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statsReportSummarySchema } from '@atende/contract';
import { LazyChart, ReportFilterBar, ReportPage, SummaryTiles, countTiles, lazyChart, useSummaryReport, type ReportFilterName } from '../../kit';
import { ProductivityTable } from '../components/productivity-table';
import { WeekdayHourHeatmap } from '../components/weekday-hour-heatmap';
import { reportStatsNamespace } from '../locales';

const show: readonly ReportFilterName[] = [];
const tileKeys = ['messagesIn', 'messagesOut', 'newContacts', 'opened', 'finished', 'abandoned', 'botOnly'] as const;
const MessagesChart = lazyChart(() => import('../components/stats-charts'), 'StatsMessagesChart');
const AttendancesChart = lazyChart(() => import('../components/stats-charts'), 'StatsAttendancesChart');

export function StatsReportPage() {
  const { t, i18n } = useTranslation(reportStatsNamespace);
  const { filters, summary } = useSummaryReport('stats', show, statsReportSummarySchema);
  const tiles = countTiles(tileKeys, summary.data?.summary, {
    language: i18n.language,
    label: (key) => t(`tiles.${key}`),
    help: (key) => (key === 'botOnly' ? t('tiles.botOnlyHelp') : undefined),
  });
  const perDay = summary.data?.perDay ?? [];
  return (
    <ReportPage
      name="stats"
      intro={t('intro')}
      filters={<ReportFilterBar state={filters} resolved={summary.data?.period} />}
      exportBody={filters.body}
      ready={filters.ready}
      error={summary.error}
      summary={<SummaryTiles tiles={tiles} loading={summary.isPending} />}
      chart={
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <LazyChart title={t('charts.messages')} height={260}>
              <MessagesChart perDay={perDay} />
            </LazyChart>
            <LazyChart title={t('charts.attendances')} height={260}>
              <AttendancesChart perDay={perDay} />
            </LazyChart>
          </SimpleGrid>
          {summary.data && (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stats-heatmap-title" className="report-chart">
              <Title order={3} size="h5" mb="sm" id="stats-heatmap-title">
                {t('heatmap.title')}
              </Title>
              <WeekdayHourHeatmap heatmap={summary.data.heatmap} />
            </Paper>
          )}
        </Stack>
      }
      table={<ProductivityTable body={filters.body} page={filters.page} onPageChange={filters.setPage} />}
    />
  );
}
