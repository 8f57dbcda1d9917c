// The campaign page follows one campaign: campaign.progress patches it as it comes; while it sends and
// no event came in the last 5 s (socket down, another instance without Redis), GET status is read
// every 5 s instead and applied the same way.
import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@atende/contract';
import { fetchCampaignStatus } from '../api/campaign';
import { campaignKeys } from '../api/campaign-keys';
import { applyCampaignProgress, useCampaignProgressLive } from './use-campaign-progress-live';

export const STATUS_POLL_MS = 5000;

export function useCampaignLive(campaign: Campaign): void {
  const queryClient = useQueryClient();
  const lastEventAt = useRef(0);
  useCampaignProgressLive((event) => {
    if (event.campaignId === campaign._id) lastEventAt.current = Date.now();
  });
  useQuery({
    queryKey: campaignKeys.status(campaign._id),
    queryFn: async ({ signal }) => {
      if (Date.now() - lastEventAt.current < STATUS_POLL_MS) return null;
      const answer = await fetchCampaignStatus(campaign._id, signal);
      applyCampaignProgress(queryClient, { channelId: campaign.channelId, campaignId: campaign._id, status: answer.status, progress: answer.progress });
      return answer;
    },
    enabled: campaign.status === 'sending',
    refetchInterval: STATUS_POLL_MS,
    // The campaign itself was just read: the first poll waits a full interval.
    initialData: null,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: STATUS_POLL_MS,
  });
}
