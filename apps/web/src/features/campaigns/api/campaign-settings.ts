// GET/PUT /api/campaigns/settings: the channel's sending limit in messages per second.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignSettingsResponseSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { campaignKeys } from './campaign-keys';

export const useCampaignSettings = () =>
  useQuery({
    queryKey: campaignKeys.settings,
    queryFn: ({ signal }) => apiRequest('/api/campaigns/settings', { schema: campaignSettingsResponseSchema, signal }),
    select: (answer) => answer.settings,
  });

export const useSaveCampaignSettingsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: { messagesPerSecond: number }) =>
      apiRequest('/api/campaigns/settings', { method: 'PUT', body: settings, schema: campaignSettingsResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(campaignKeys.settings, answer),
  });
};
