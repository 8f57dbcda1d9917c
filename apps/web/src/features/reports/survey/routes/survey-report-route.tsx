// /reportSurvey: the survey's figures (sent, responses, rate, average, CSAT), the scores' distribution
// (lazy chart), the answers by operator and by department, and each answer with its conversation.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { surveyReportSummarySchema } from '@atende/contract';
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
import { ScoreCounts } from '../components/score-counts';
import { SurveyAnswersTable } from '../components/survey-answers-table';
import { formatScore, formatShare, responseRate } from '../components/survey-format';
import { SurveyGroups } from '../components/survey-groups';
import { reportSurveyNamespace } from '../locales';

const show: readonly ReportFilterName[] = ['departmentId', 'operatorId'];
const DistributionChart = lazyChart(() => import('../components/survey-distribution-chart'), 'SurveyDistributionChart');

export function SurveyReportPage() {
  const { t, i18n } = useTranslation(reportSurveyNamespace);
  const filters = useReportFilters(show);
  const summary = useReportSummary('survey', filters.body, surveyReportSummarySchema, { enabled: filters.ready });
  const data = summary.data;
  const figures = data?.summary;
  const tiles = [
    { key: 'sent', label: t('tiles.sent'), value: figures ? figures.sent.toLocaleString(i18n.language) : '—' },
    { key: 'responses', label: t('tiles.responses'), value: figures ? figures.responses.toLocaleString(i18n.language) : '—' },
    {
      key: 'responseRate',
      label: t('tiles.responseRate'),
      value: formatShare(figures ? responseRate(figures.responses, figures.sent) : null, i18n.language),
      help: t('tiles.responseRateHelp'),
    },
    { key: 'averageScore', label: t('tiles.averageScore'), value: formatScore(figures?.averageScore ?? null, i18n.language) },
    { key: 'csat', label: t('tiles.csat'), value: formatShare(figures?.csat ?? null, i18n.language), help: t('tiles.csatHelp') },
  ];
  return (
    <ReportPage
      name="survey"
      intro={t('intro')}
      filters={<ReportFilterBar state={filters} resolved={data?.period} />}
      exportBody={filters.body}
      ready={filters.ready}
      error={summary.error}
      summary={<SummaryTiles tiles={tiles} loading={summary.isPending} />}
      chart={
        <Stack gap="md">
          <LazyChart title={t('distribution.title')} height={240}>
            <DistributionChart distribution={data?.distribution ?? [0, 0, 0, 0, 0]} />
            {data && <ScoreCounts distribution={data.distribution} />}
          </LazyChart>
          {data && <SurveyGroups byOperator={data.byOperator} byDepartment={data.byDepartment} />}
        </Stack>
      }
      table={<SurveyAnswersTable body={filters.body} page={filters.page} onPageChange={filters.setPage} />}
    />
  );
}
