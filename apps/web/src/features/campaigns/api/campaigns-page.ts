// GET /api/campaigns?page&perPage&search&sort&order&status: the channel's campaigns, paged on the server.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignPageSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';
import { campaignKeys, type CampaignListParams } from './campaign-keys';

export const useCampaignsPage = (page: number, query: CampaignListParams) =>
  useQuery({
    queryKey: campaignKeys.page(page, query),
    queryFn: ({ signal }) => apiRequest(withQuery('/api/campaigns', { page, ...query }), { schema: campaignPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
