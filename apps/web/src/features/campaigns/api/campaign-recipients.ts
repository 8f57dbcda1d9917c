// GET /api/campaigns/{id}/recipients (per-contact outcomes, paged) and the address of their export.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignRecipientPageSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';
import { campaignKeys } from './campaign-keys';

export const RECIPIENTS_PER_PAGE = 20;

/** The report's filters as the API reads them; an empty one is left out of the address. */
export type RecipientFilter = { outcome: string; replied: '' | 'true' | 'false'; search: string };

export const useCampaignRecipients = (id: string, page: number, filter: RecipientFilter) =>
  useQuery({
    queryKey: campaignKeys.recipients(id, page, filter),
    queryFn: ({ signal }) =>
      apiRequest(withQuery(`/api/campaigns/${id}/recipients`, { page, perPage: RECIPIENTS_PER_PAGE, ...filter }), {
        schema: campaignRecipientPageSchema,
        signal,
      }),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });

/** The export of what the report shows: the same filters, every page. */
export const recipientsExportUrl = (id: string, filter: RecipientFilter, format: 'csv' | 'xlsx') =>
  withQuery(`/api/campaigns/${id}/recipients/export`, { ...filter, format });
