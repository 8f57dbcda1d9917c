// GET /api/campaigns/{id} (the whole campaign) and GET /api/campaigns/{id}/status (status and counts
// only, cheap to poll). The cache holds the campaign itself: mutations and the progress event set it.
import { useQuery } from '@tanstack/react-query';
import { campaignResponseSchema, campaignStatusResponseSchema, type Campaign } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { campaignKeys } from './campaign-keys';

export const fetchCampaign = async (id: string, signal?: AbortSignal): Promise<Campaign> =>
  (await apiRequest(`/api/campaigns/${id}`, { schema: campaignResponseSchema, signal })).campaign;

export const fetchCampaignStatus = (id: string, signal?: AbortSignal) =>
  apiRequest(`/api/campaigns/${id}/status`, { schema: campaignStatusResponseSchema, signal });

export const useCampaign = (id: string | null) =>
  useQuery({
    queryKey: campaignKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchCampaign(id ?? '', signal),
    enabled: !!id,
  });
