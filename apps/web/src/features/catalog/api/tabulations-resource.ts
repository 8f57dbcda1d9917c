// /api/channel/tabulations/{channelId}: the management list, create, rename, usage, delete with replaceWith.
import { tabulationListResponseSchema, tabulationRowSchema, type TabulationRow } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import type { CatalogResource } from './catalog-resource';

export const tabulationsResource: CatalogResource<TabulationRow> = {
  key: 'tabulations',
  row: tabulationRowSchema,
  pagePath: (channelId, page) => `/api/channel/tabulations/${channelId}/page/${page}`,
  createPath: (channelId) => `/api/channel/tabulations/${channelId}`,
  itemPath: (channelId, id) => `/api/channel/tabulations/${channelId}/${id}`,
  usagePath: (channelId, id) => `/api/channel/tabulations/${channelId}/${id}/usage`,
  fetchReplacements: (channelId) =>
    apiRequest(`/api/channel/tabulations/${channelId}`, { schema: tabulationListResponseSchema }).then((r) =>
      r.tabulations.map((tab) => ({ value: tab._id, label: tab.name })),
    ),
};
