// /manageCampaign (?id=<campaign> opens one; without it, a new campaign): the editor while the campaign
// may still change (draft, scheduled), its live page once it sends. The switch follows the cached
// campaign, so a scheduled campaign that starts turns into the live page by itself.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { campaignEditable } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { PageLoader } from '@/shared/ui/page-loader';
import { useCampaign } from '../api/campaign';
import { CampaignEditor } from '../components/editor/campaign-editor';
import { CampaignLiveView } from '../components/live/campaign-live-view';
import { campaignsNamespace } from '../locales';

export function CampaignPage() {
  const { t } = useTranslation(campaignsNamespace);
  const id = useSearchParams()[0].get('id');
  const campaign = useCampaign(id);
  if (!id) return <CampaignEditor key="new" campaign={null} />;
  if (campaign.isError) {
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        {errorMessage(campaign.error)}
      </Alert>
    );
  }
  if (!campaign.data) return <PageLoader />;
  return campaignEditable(campaign.data.status) ? <CampaignEditor key={id} campaign={campaign.data} /> : <CampaignLiveView campaign={campaign.data} />;
}
