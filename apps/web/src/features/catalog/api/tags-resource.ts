// /api/channel/tags/{channelId}: the management list, create, change, usage, delete with replaceWith.
import { tagListResponseSchema, tagRowSchema, type TagRow } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import type { CatalogResource } from './catalog-resource';

export const tagsResource: CatalogResource<TagRow> = {
  key: 'tags',
  row: tagRowSchema,
  pagePath: (channelId, page) => `/api/channel/tags/${channelId}/page/${page}`,
  createPath: (channelId) => `/api/channel/tags/${channelId}`,
  itemPath: (channelId, id) => `/api/channel/tags/${channelId}/${id}`,
  usagePath: (channelId, id) => `/api/channel/tags/${channelId}/${id}/usage`,
  fetchReplacements: (channelId) =>
    apiRequest(`/api/channel/tags/${channelId}`, { schema: tagListResponseSchema }).then((r) =>
      r.tags.map((tag) => ({ value: tag._id, label: tag.name })),
    ),
};
