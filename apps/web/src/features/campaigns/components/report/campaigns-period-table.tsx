// The campaigns started in the period with their outcomes; a row (or its name) opens its contacts.
import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPORT_PER_PAGE, campaignReportPageSchema, type CampaignReportRow, type ReportFiltersInput } from '@atende/contract';
import { ReportTable, useReportPage, type ReportColumn } from '@/features/reports';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { campaignsNamespace } from '../../locales';

const statusColors: Record<string, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  paused: 'orange',
  completed: 'green',
  cancelled: 'red',
};

type Props = { body: ReportFiltersInput; page: number; onPageChange: (page: number) => void; onOpen: (id: string) => void };

export function CampaignsPeriodTable({ body, page, onPageChange, onOpen }: Props) {
  const { t, i18n } = useTranslation(campaignsNamespace);
  const timeZone = useChannelTimeZone();
  const query = useReportPage('campaign', body, page, REPORT_PER_PAGE, campaignReportPageSchema);
  const count = (key: 'recipients' | 'sent' | 'delivered' | 'read' | 'failed' | 'replied', header: string): ReportColumn<CampaignReportRow> => ({
    key,
    header,
    render: (r) => r[key].toLocaleString(i18n.language),
  });
  const columns: ReportColumn<CampaignReportRow>[] = [
    {
      key: 'name',
      header: t('periodReport.columns.name'),
      render: (r) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={t('periodReport.open', { name: r.name })}
          onClick={(event) => {
            // The row opens it too.
            event.stopPropagation();
            onOpen(r._id);
          }}
        >
          {r.name}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('periodReport.columns.status'),
      render: (r) => (
        <Badge color={statusColors[r.status] ?? 'gray'} variant="light" tt="none">
          {r.statusLabel}
        </Badge>
      ),
    },
    { key: 'template', header: t('periodReport.columns.template'), render: (r) => r.templateName ?? '—' },
    { key: 'startedAt', header: t('periodReport.columns.startedAt'), render: (r) => (r.startedAt ? formatDateTimeIn(r.startedAt, timeZone, i18n.language) : '—') },
    count('recipients', t('periodReport.columns.recipients')),
    count('sent', t('periodReport.tiles.sent')),
    count('delivered', t('periodReport.tiles.delivered')),
    count('read', t('periodReport.tiles.read')),
    count('failed', t('periodReport.tiles.failed')),
    count('replied', t('periodReport.tiles.replied')),
  ];
  return (
    <ReportTable
      caption={t('periodReport.tableCaption')}
      columns={columns}
      query={query}
      rowKey={(r) => r._id}
      page={page}
      onPageChange={onPageChange}
      onRowClick={(r) => onOpen(r._id)}
    />
  );
}
