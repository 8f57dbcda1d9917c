// Each access of the period, newest first: when, who (with the role), the login typed, what happened,
// from which IP and device (the user agent as a person reads it).
import { Badge, Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_PER_PAGE, accessLogReportPageSchema, type AccessLogReportRow, type ReportFiltersInput } from '@atende/contract';
import { browserName } from '@/features/access-log';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { ReportTable, useReportPage, type ReportColumn } from '../../kit';
import { reportAccessLogNamespace } from '../locales';

const eventColor = { login: 'green', logout: 'gray', login_failed: 'red' } as const;

type Props = { body: ReportFiltersInput; page: number; onPageChange: (page: number) => void };

export function AccessLogTable({ body, page, onPageChange }: Props) {
  const { t, i18n } = useTranslation(reportAccessLogNamespace);
  const timeZone = useChannelTimeZone();
  const query = useReportPage('access-log', body, page, REPORT_PER_PAGE, accessLogReportPageSchema);
  const columns: ReportColumn<AccessLogReportRow>[] = [
    { key: 'when', header: t('table.when'), render: (r) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTimeIn(r.createdAt, timeZone, i18n.language)}</Text> },
    {
      key: 'user',
      header: t('table.user'),
      render: (r) =>
        r.user ? (
          <Box miw={140}>
            <Text size="sm">{r.user.name}</Text>
            <Text size="xs" c="dimmed">
              {t(`roles.${r.user.role}`)}
            </Text>
          </Box>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t('table.unknownUser')}
          </Text>
        ),
    },
    { key: 'login', header: t('table.login'), render: (r) => r.login },
    {
      key: 'event',
      header: t('table.event'),
      render: (r) => (
        <Badge variant="light" color={eventColor[r.event]} tt="none">
          {t(`events.${r.event}`)}
        </Badge>
      ),
    },
    { key: 'ip', header: t('table.ip'), render: (r) => r.ip ?? t('table.unknown') },
    {
      key: 'device',
      header: t('table.device'),
      render: (r) => <span title={r.userAgent ?? undefined}>{browserName(r.userAgent) ?? t('table.unknown')}</span>,
    },
  ];
  return (
    <ReportTable
      caption={t('table.caption')}
      columns={columns}
      query={query}
      rowKey={(r) => r._id}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
