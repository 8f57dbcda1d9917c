import { useState } from 'react';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccessLogEntryView } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { ACCESS_LOG_PER_PAGE, useAccessLog } from '../api/access-log-query';
import { browserName } from '../components/browser-name';
import { accessLogNamespace } from '../locales';

const eventColor = { login: 'green', logout: 'gray', login_failed: 'red' } as const;

/** /log: the signed-in user's own access log, times in the channel's time zone. */
export function AccessLogPage() {
  const { t, i18n } = useTranslation(accessLogNamespace);
  const [page, setPage] = useState(1);
  const query = useAccessLog(page);
  const timeZone = useChannelTimeZone();

  const columns: DataTableColumn<AccessLogEntryView>[] = [
    { key: 'when', header: t('columns.when'), render: (row) => formatDateTimeIn(row.createdAt, timeZone, i18n.language) },
    {
      key: 'event',
      header: t('columns.event'),
      render: (row) => (
        <Badge variant="light" color={eventColor[row.event]}>
          {t(`events.${row.event}`)}
        </Badge>
      ),
    },
    { key: 'ip', header: t('columns.ip'), render: (row) => row.ip ?? t('unknown') },
    { key: 'browser', header: t('columns.browser'), render: (row) => <span title={row.userAgent ?? undefined}>{browserName(row.userAgent) ?? t('unknown')}</span> },
  ];

  return (
    <Stack>
      <Text c="dimmed">{t('intro')}</Text>
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={query.data?.items}
        rowKey={(row) => row._id}
        loading={query.isPending}
        paging={{ page, perPage: query.data?.perPage ?? ACCESS_LOG_PER_PAGE, total: query.data?.total ?? 0, onPageChange: setPage }}
        caption={t('caption')}
        emptyTitle={t('empty')}
      />
    </Stack>
  );
}
