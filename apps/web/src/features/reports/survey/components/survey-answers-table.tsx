// Each answer of the period, newest first: score, comment, contact, operator, department, when, and
// the conversation's transcript (opened the way the attendance report opens it).
import { Anchor, Badge, Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_PER_PAGE, formatPhone, surveyAnswersPageSchema, type ReportFiltersInput, type SurveyAnswerRow } from '@atende/contract';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { ReportTable, openTranscript, useReportPage, type ReportColumn } from '../../kit';
import { reportSurveyNamespace } from '../locales';

const scoreColor = (score: number) => (score >= 4 ? 'green' : score === 3 ? 'yellow' : 'red');

type Props = { body: ReportFiltersInput; page: number; onPageChange: (page: number) => void };

export function SurveyAnswersTable({ body, page, onPageChange }: Props) {
  const { t, i18n } = useTranslation(reportSurveyNamespace);
  const timeZone = useChannelTimeZone();
  const query = useReportPage('survey', body, page, REPORT_PER_PAGE, surveyAnswersPageSchema);
  const none = '—';
  const columns: ReportColumn<SurveyAnswerRow>[] = [
    {
      key: 'score',
      header: t('table.score'),
      render: (r) => (
        <Badge color={scoreColor(r.score)} variant="light">
          {r.score}
        </Badge>
      ),
    },
    { key: 'comment', header: t('table.comment'), render: (r) => <Box maw={320}>{r.comment ?? none}</Box> },
    {
      key: 'contact',
      header: t('table.contact'),
      render: (r) => (
        <Box miw={150}>
          <Text size="sm">{r.contact.name?.trim() || formatPhone(r.contact.number)}</Text>
          {r.contact.name?.trim() && (
            <Text size="xs" c="dimmed">
              {formatPhone(r.contact.number)}
            </Text>
          )}
        </Box>
      ),
    },
    { key: 'operator', header: t('table.operator'), render: (r) => r.operator?.name ?? none },
    { key: 'department', header: t('table.department'), render: (r) => r.department?.name ?? none },
    { key: 'answeredAt', header: t('table.answeredAt'), render: (r) => formatDateTimeIn(r.answeredAt, timeZone, i18n.language) },
    {
      key: 'transcript',
      header: t('table.transcript'),
      render: (r) => (
        <Anchor
          component="button"
          type="button"
          ff="monospace"
          size="sm"
          aria-label={t('table.openTranscript', { protocol: r.protocol })}
          onClick={() => void openTranscript(r.attendanceId)}
        >
          {r.protocol}
        </Anchor>
      ),
    },
  ];
  return (
    <ReportTable
      caption={t('table.caption')}
      columns={columns}
      query={query}
      rowKey={(r) => r.attendanceId}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
