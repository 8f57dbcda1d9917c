// Create, update, send, schedule, pause, resume, cancel, upload the list and delete. Each answer is the
// campaign as it now is: it replaces the cached one and the list pages are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  campaignResponseSchema,
  campaignUploadResponseSchema,
  okSchema,
  type Campaign,
  type CampaignDraft,
} from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { campaignKeys } from './campaign-keys';

function useCampaignMutation<V, R extends { campaign: Campaign }>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(campaignKeys.one(answer.campaign._id), answer.campaign);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.pages });
    },
  });
}

const post = (path: string, body: unknown = {}) => apiRequest(path, { method: 'POST', body, schema: campaignResponseSchema });

export type SaveCampaign = { id: string | null; draft: CampaignDraft };

export const useSaveCampaignMutation = () =>
  useCampaignMutation(({ id, draft }: SaveCampaign) =>
    id === null ? post('/api/campaigns', draft) : apiRequest(`/api/campaigns/${id}`, { method: 'PUT', body: draft, schema: campaignResponseSchema }),
  );

/** No scheduledAt: now; with one: at that moment. */
export const useSendCampaignMutation = () =>
  useCampaignMutation(({ id, scheduledAt }: { id: string; scheduledAt?: string }) => post(`/api/campaigns/${id}/send`, scheduledAt ? { scheduledAt } : {}));

export type CampaignAction = 'pause' | 'resume' | 'cancel';

export const useCampaignActionMutation = () =>
  useCampaignMutation(({ id, action }: { id: string; action: CampaignAction }) => post(`/api/campaigns/${id}/${action}`));

export const useUploadAudienceMutation = () =>
  useCampaignMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return apiRequest(`/api/campaigns/${id}/audience/upload`, { method: 'POST', body: form, schema: campaignUploadResponseSchema });
  });

export const useDeleteCampaignMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/campaigns/${id}`, { method: 'DELETE', schema: okSchema }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: campaignKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.pages });
    },
  });
};
