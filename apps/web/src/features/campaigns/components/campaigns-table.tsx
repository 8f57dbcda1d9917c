// The /manageCampaigns table: name (opens the campaign), template, status, live progress with counts,
// when it is scheduled or started, and delete (not while it sends or is paused).
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { campaignDone, type Campaign } from '@atende/contract';
import { DeleteIconButton } from '@/shared/ui/delete-icon-button';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/shared/ui/data-table';
import { formatDateTimeIn, useChannelTimeZone } from '@/shared/time/zoned-date-time';
import { campaignsNamespace } from '../locales';
import { campaignPath } from '../model/campaign-paths';
import { campaignRunning } from '../model/campaign-progress';
import { CampaignProgressBar } from './campaign-progress-bar';
import { CampaignStatusBadge } from './campaign-status-badge';

type Props = {
  rows: Campaign[] | undefined;
  loading: boolean;
  paging: DataTablePaging;
  onDelete: (campaign: Campaign) => void;
};

export function CampaignsTable({ rows, loading, paging, onDelete }: Props) {
  const { t, i18n } = useTranslation(campaignsNamespace);
  const timeZone = useChannelTimeZone();
  const when = (iso: string) => formatDateTimeIn(iso, timeZone, i18n.language);
  const dateOf = (c: Campaign) => {
    if (c.startedAt) return t('list.startedAt', { when: when(c.startedAt) });
    if (c.scheduledAt) return t('list.scheduledFor', { when: when(c.scheduledAt) });
    return t('list.notStarted');
  };
  const columns: DataTableColumn<Campaign>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={campaignPath(c._id)} fw={500} size="sm">
          {c.name}
        </Anchor>
      ),
    },
    {
      key: 'template',
      header: t('columns.template'),
      render: (c) => (
        <Text size="sm" ff="monospace">
          {c.templateName} ({c.templateLanguage})
        </Text>
      ),
    },
    { key: 'status', header: t('columns.status'), sortable: true, render: (c) => <CampaignStatusBadge status={c.status} /> },
    {
      key: 'progress',
      header: t('columns.progress'),
      render: (c) => (
        <Stack gap={4} miw={140}>
          <CampaignProgressBar campaign={c} label={t('list.progressOf', { name: c.name })} />
          <Text size="xs" c="dimmed" data-testid="progress-counts">
            {t('list.counts', { done: campaignDone(c.progress), total: c.progress.total })}
          </Text>
        </Stack>
      ),
    },
    { key: 'date', header: t('columns.date'), render: (c) => <Text size="sm">{dateOf(c)}</Text> },
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (c) => {
        if (campaignRunning(c.status)) return null;
        const label = t('list.deleteNamed', { name: c.name });
        return <DeleteIconButton label={label} onClick={() => onDelete(c)} />;
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      paging={paging}
      rowKey={(c) => c._id}
      loading={loading}
      caption={t('list.tableCaption')}
      emptyTitle={t('list.noMatch')}
      emptyDescription={t('list.noMatchDescription')}
    />
  );
}
