// The share of recipients whose outcome is known, as a progress bar that tells its value to assistive
// technology (role progressbar, aria-valuenow in whole percent): the end-to-end test reads it too.
import { Progress, type MantineSize } from '@mantine/core';
import type { Campaign } from '@atende/contract';
import { progressPercent } from '../model/campaign-progress';

type Props = { campaign: Pick<Campaign, 'status' | 'progress'>; label: string; size?: MantineSize };

export function CampaignProgressBar({ campaign, label, size = 'sm' }: Props) {
  const percent = progressPercent(campaign.status, campaign.progress);
  return (
    <Progress
      value={percent}
      size={size}
      color={campaign.status === 'completed' ? 'green' : campaign.status === 'cancelled' ? 'red' : 'blue'}
      striped={campaign.status === 'sending'}
      animated={campaign.status === 'sending'}
      aria-label={label}
    />
  );
}
