// Every cached campaign query lives under ['campaigns']; the progress event patches `pages` and `one`.
import type { CampaignAudience } from '@atende/contract';

export type CampaignListParams = Record<string, string | number>;

export const campaignKeys = {
  all: ['campaigns'] as const,
  pages: ['campaigns', 'page'] as const,
  page: (page: number, query: CampaignListParams) => ['campaigns', 'page', page, query] as const,
  one: (id: string) => ['campaigns', 'one', id] as const,
  status: (id: string) => ['campaigns', 'status', id] as const,
  audienceCount: (audience: CampaignAudience) => ['campaigns', 'audience-count', audience] as const,
  settings: ['campaigns', 'settings'] as const,
  recipients: (id: string, page: number, query: Record<string, string>) => ['campaigns', 'recipients', id, page, query] as const,
};
