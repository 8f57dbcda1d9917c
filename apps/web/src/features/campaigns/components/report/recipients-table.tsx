// The per-contact outcomes of a campaign: contact, number, outcome, why it failed or was skipped, when
// it was sent and when the contact replied.
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone, type CampaignOutcome, type CampaignRecipient } from '@atende/contract';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { campaignsNamespace } from '../../locales';

const outcomeColors: Record<CampaignOutcome, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'teal',
  read: 'green',
  failed: 'red',
  skipped: 'orange',
  cancelled: 'gray',
};

type Props = { rows: CampaignRecipient[] | undefined; loading: boolean; paging: DataTablePaging };

export function RecipientsTable({ rows, loading, paging }: Props) {
  const { t, i18n } = useTranslation(campaignsNamespace);
  const timeZone = useChannelTimeZone();
  const dash = <Text c="dimmed" span>—</Text>;
  const when = (iso: string | null) => (iso ? formatDateTimeIn(iso, timeZone, i18n.language) : dash);
  const columns: DataTableColumn<CampaignRecipient>[] = [
    {
      key: 'contact',
      header: t('report.columns.contact'),
      render: (r) => r.contactName ?? <Text c="dimmed" fs="italic" span>{t('report.noName')}</Text>,
    },
    { key: 'number', header: t('report.columns.number'), render: (r) => <Text span style={{ whiteSpace: 'nowrap' }}>{formatPhone(r.number)}</Text> },
    {
      key: 'outcome',
      header: t('report.columns.outcome'),
      render: (r) => (
        <Badge color={outcomeColors[r.outcome]} variant="light">
          {t(`outcomeLabels.${r.outcome}`)}
        </Badge>
      ),
    },
    { key: 'reason', header: t('report.columns.reason'), render: (r) => r.reason ?? dash },
    { key: 'sentAt', header: t('report.columns.sentAt'), render: (r) => when(r.sentAt) },
    { key: 'repliedAt', header: t('report.columns.repliedAt'), render: (r) => when(r.repliedAt) },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      paging={paging}
      rowKey={(r) => r._id}
      loading={loading}
      caption={t('report.tableCaption')}
      emptyTitle={t('report.empty')}
      emptyDescription={t('report.emptyDescription')}
    />
  );
}
