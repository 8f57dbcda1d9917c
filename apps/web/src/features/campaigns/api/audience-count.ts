// POST /api/campaigns/audience/count: how many contacts a contacts audience reaches now, and how many
// of them will be skipped (blocked or opted out). A read, so it is a query keyed by the audience.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignAudienceCountResponseSchema, type CampaignAudience } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { campaignKeys } from './campaign-keys';

export const useAudienceCount = (audience: CampaignAudience, enabled: boolean) =>
  useQuery({
    queryKey: campaignKeys.audienceCount(audience),
    queryFn: ({ signal }) =>
      apiRequest('/api/campaigns/audience/count', { method: 'POST', body: { audience }, schema: campaignAudienceCountResponseSchema, signal }),
    enabled: enabled && audience.kind === 'contacts',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
