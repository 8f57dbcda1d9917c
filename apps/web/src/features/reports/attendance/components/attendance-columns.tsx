import { Anchor, Badge, Box, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { formatPhone, type AttendanceReportRow } from '@atende/contract';
import { formatDateTimeIn } from '@/shared/time/zoned-date-time';
import { DurationValue, openTranscript, statusColors, statusLabel, type ReportColumn } from '../../kit';

/** The table's columns; times in the channel's zone, durations under the moment they end. */
export function attendanceColumns(t: TFunction, language: string, timeZone: string): ReportColumn<AttendanceReportRow>[] {
  const none = '—';
  const when = (iso: string | null) => (iso ? formatDateTimeIn(iso, timeZone, language) : none);
  const withDuration = (iso: string | null, seconds: number | null) => (
    <Box miw={120}>
      <Text size="sm">{when(iso)}</Text>
      {seconds !== null && (
        <Text size="xs" c="dimmed">
          <DurationValue seconds={seconds} />
        </Text>
      )}
    </Box>
  );
  return [
    {
      key: 'protocol',
      header: t('columns.protocol'),
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          ff="monospace"
          size="sm"
          aria-label={t('transcript', { protocol: row.protocol })}
          onClick={(event) => {
            // The row opens it too; one click opens one tab.
            event.stopPropagation();
            void openTranscript(row._id);
          }}
        >
          {row.protocol}
        </Anchor>
      ),
    },
    {
      key: 'contact',
      header: t('columns.contact'),
      render: (row) => (
        <Box miw={160}>
          <Text size="sm" fw={500}>
            {row.contact.name?.trim() || formatPhone(row.contact.number)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatPhone(row.contact.number)}
          </Text>
        </Box>
      ),
    },
    { key: 'department', header: t('columns.department'), render: (row) => row.department?.name ?? none },
    { key: 'operator', header: t('columns.operator'), render: (row) => row.operator?.name ?? none },
    {
      key: 'status',
      header: t('columns.status'),
      render: (row) => (
        <Badge variant="light" color={statusColors[row.status]}>
          {language === 'en' ? statusLabel(row.status, language) : row.statusLabel}
        </Badge>
      ),
    },
    { key: 'openedAt', header: t('columns.openedAt'), render: (row) => when(row.openedAt) },
    { key: 'assignedAt', header: t('columns.assignedAt'), render: (row) => withDuration(row.assignedAt, row.waitSeconds) },
    { key: 'firstResponseAt', header: t('columns.firstResponseAt'), render: (row) => withDuration(row.firstResponseAt, row.firstResponseSeconds) },
    { key: 'finishedAt', header: t('columns.finishedAt'), render: (row) => withDuration(row.finishedAt, row.handleSeconds) },
    { key: 'tabulation', header: t('columns.tabulation'), render: (row) => row.tabulation?.name ?? none },
    { key: 'surveyScore', header: t('columns.surveyScore'), render: (row) => row.surveyScore ?? none },
  ];
}
