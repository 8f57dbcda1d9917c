// /manageCampaigns: the channel's campaigns, paged on the server, their status and progress kept live
// by campaign.progress; create, open, delete, the sending limit and the way to the report.
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { campaignStatuses, type Campaign } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { listPaging, useListState } from '@/shared/list/use-list-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { ListFilter } from '@/shared/ui/list-filter';
import { useCampaignsPage } from '../api/campaigns-page';
import { CampaignSettingsCard } from '../components/campaign-settings-card';
import { CampaignsTable } from '../components/campaigns-table';
import { DeleteCampaignDialog } from '../components/delete-campaign-dialog';
import { campaignsNamespace } from '../locales';
import { useCampaignProgressLive } from '../realtime/use-campaign-progress-live';

function NewCampaignButton() {
  const { t } = useTranslation(campaignsNamespace);
  return (
    <Button component={Link} to="/manageCampaign" leftSection={<IconPlus size={16} aria-hidden />}>
      {t('list.create')}
    </Button>
  );
}

function StatusFilter({ value, onChange }: { value: string; onChange: (status: string | null) => void }) {
  const { t } = useTranslation(campaignsNamespace);
  return (
    <ListFilter
      label={t('list.status')}
      placeholder={t('list.statusPlaceholder')}
      data={campaignStatuses.map((status) => ({ value: status, label: t(`statusLabels.${status}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}

export function CampaignsPage() {
  const { t } = useTranslation(campaignsNamespace);
  const list = useListState({ sort: 'createdAt', order: 'desc', perPage: 10, filters: ['status'] as const });
  const campaigns = useCampaignsPage(list.page, list.query);
  const [toDelete, setToDelete] = useState<Campaign | null>(null);
  useCampaignProgressLive();
  const none = campaigns.data?.total === 0 && !list.search && !list.filters.status;

  return (
    <Stack>
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={<StatusFilter value={list.filters.status} onChange={(status) => list.setFilter('status', status)} />}
        actions={<NewCampaignButton />}
      />
      <Group justify="flex-end">
        <Anchor component={Link} to="/reportCampaign" size="sm">
          {t('list.report')}
        </Anchor>
      </Group>
      {campaigns.isError && (
        <Alert color="red" role="alert">
          {errorMessage(campaigns.error)}
        </Alert>
      )}
      {none ? (
        <EmptyState title={t('list.empty')} description={t('list.emptyDescription')} action={<NewCampaignButton />} />
      ) : (
        <CampaignsTable rows={campaigns.data?.items} loading={campaigns.isPending} paging={listPaging(list, campaigns.data)} onDelete={setToDelete} />
      )}
      <CampaignSettingsCard />
      <DeleteCampaignDialog campaign={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
