// /reportStats: the period's volume (tiles), messages and attendances per day (lazy charts), the
// inbound heatmap by weekday × hour, and each operator's productivity (paged table), with export.
// Only the period filters it: messages are counted per channel, not per department or operator.
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statsReportSummarySchema } from '@atende/contract';
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
import { ProductivityTable } from '../components/productivity-table';
import { WeekdayHourHeatmap } from '../components/weekday-hour-heatmap';
import { reportStatsNamespace } from '../locales';

const show: readonly ReportFilterName[] = [];
const MessagesChart = lazyChart(() => import('../components/stats-charts'), 'StatsMessagesChart');
const AttendancesChart = lazyChart(() => import('../components/stats-charts'), 'StatsAttendancesChart');

export function StatsReportPage() {
  const { t, i18n } = useTranslation(reportStatsNamespace);
  const filters = useReportFilters(show);
  const summary = useReportSummary('stats', filters.body, statsReportSummarySchema, { enabled: filters.ready });
  const figures = summary.data?.summary;
  const number = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString(i18n.language));
  const tiles = [
    { key: 'messagesIn', label: t('tiles.messagesIn'), value: number(figures?.messagesIn) },
    { key: 'messagesOut', label: t('tiles.messagesOut'), value: number(figures?.messagesOut) },
    { key: 'newContacts', label: t('tiles.newContacts'), value: number(figures?.newContacts) },
    { key: 'opened', label: t('tiles.opened'), value: number(figures?.opened) },
    { key: 'finished', label: t('tiles.finished'), value: number(figures?.finished) },
    { key: 'abandoned', label: t('tiles.abandoned'), value: number(figures?.abandoned) },
    { key: 'botOnly', label: t('tiles.botOnly'), value: number(figures?.botOnly), help: t('tiles.botOnlyHelp') },
  ];
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
