// campaign.progress (about once a second while a campaign sends or its deliveries, reads and replies
// change): the counts and status are patched into the cached list pages and the cached campaign, so
// nothing is read again for them. A status change reads the campaign again for its dates.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Campaign, CampaignProgressEvent, CampaignStatus, campaignPageSchema } from '@atende/contract';
import { useSocketEvent } from '@/shared/socket/socket-client';
import { campaignKeys } from '../api/campaign-keys';
import { withProgress } from '../model/campaign-progress';

type CampaignPage = z.infer<typeof campaignPageSchema>;

/** Applies the event (or a polled status); answers the cached campaign's status before it, if cached. */
export function applyCampaignProgress(queryClient: QueryClient, event: CampaignProgressEvent): CampaignStatus | undefined {
  queryClient.setQueriesData<CampaignPage>({ queryKey: campaignKeys.pages }, (page) =>
    page && page.items.some((c) => c._id === event.campaignId)
      ? { ...page, items: page.items.map((c) => (c._id === event.campaignId ? withProgress(c, event) : c)) }
      : page,
  );
  const key = campaignKeys.one(event.campaignId);
  const before = queryClient.getQueryData<Campaign>(key);
  if (before) queryClient.setQueryData(key, withProgress(before, event));
  if (before && before.status !== event.status) void queryClient.invalidateQueries({ queryKey: key });
  return before?.status;
}

export function useCampaignProgressLive(onEvent?: (event: CampaignProgressEvent) => void): void {
  const queryClient = useQueryClient();
  useSocketEvent('campaign.progress', (event) => {
    applyCampaignProgress(queryClient, event);
    onEvent?.(event);
  });
}
