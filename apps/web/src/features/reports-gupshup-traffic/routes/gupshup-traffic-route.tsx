import { useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/http/http-client';
import { useSessionUser } from '@/shared/session/session-store';
import { useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { EmptyState } from '@/shared/ui/empty-state';
import { useGupshupTraffic } from '../api/gupshup-traffic-query';
import { ProviderUsage } from '../components/provider-usage';
import { TrafficFilters } from '../components/traffic-filters';
import { TrafficTable } from '../components/traffic-table';
import { lastDays } from '../model/period';
import { gupshupTrafficNamespace } from '../locales';

/** The period the page opens with (spec: the last 30 days). */
const DEFAULT_DAYS = 30;

/** /reportGupshupTraffic: the channel's traffic per day; admins choose the channel first. */
export function GupshupTrafficPage() {
  const { t } = useTranslation(gupshupTrafficNamespace);
  const isAdmin = useSessionUser()?.role === 'admin';
  const timeZone = useChannelTimeZone();
  const [period, setPeriod] = useState(() => lastDays(timeZone, DEFAULT_DAYS));
  const [page, setPage] = useState(1);
  const [channelId, setChannelId] = useState<string | null>(null);
  const query = useGupshupTraffic({ ...period, page, ...(channelId ? { channelId } : {}) }, !isAdmin || !!channelId);
  const report = query.data;
  const quiet = report && report.totals.inbound + report.totals.outbound === 0;

  return (
    <Stack>
      <Text c="dimmed">{t('intro')}</Text>
      <TrafficFilters
        period={period}
        onPeriodChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
        {...(isAdmin
          ? {
              channel: {
                value: channelId,
                onChange: (id: string | null) => {
                  setChannelId(id);
                  setPage(1);
                },
              },
            }
          : {})}
      />
      {isAdmin && !channelId && <EmptyState title={t('chooseChannel')} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {(!isAdmin || channelId) && !query.isError && (
        <>
          {report && (
            <Text size="sm" c="dimmed">
              {t('timezone', { timezone: report.timezone })} {t('groups.type')}
            </Text>
          )}
          {quiet && <EmptyState title={t('noTraffic')} description={t('noTrafficHint')} />}
          <TrafficTable report={report} loading={query.isPending} page={page} onPageChange={setPage} />
          {report?.provider && <ProviderUsage provider={report.provider} />}
        </>
      )}
    </Stack>
  );
}
