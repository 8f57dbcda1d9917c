import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { channelPageSchema, type ApiType } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const CHANNELS_PER_PAGE = 20;

export type ChannelFilter = { search?: string; apiType?: ApiType; blocked?: boolean };

export const hasFilter = (filter: ChannelFilter) =>
  !!filter.search || filter.apiType !== undefined || filter.blocked !== undefined;

export const channelKeys = {
  all: ['channels'] as const,
  page: (page: number, perPage: number, filter: ChannelFilter) => ['channels', 'page', page, perPage, filter] as const,
};

/** GET /api/channel/page/{page} without a filter, POST /api/channel/filter/page/{page} with one. */
export const channelsPageQuery = (page: number, filter: ChannelFilter, perPage: number = CHANNELS_PER_PAGE) =>
  queryOptions({
    queryKey: channelKeys.page(page, perPage, filter),
    queryFn: ({ signal }) =>
      hasFilter(filter)
        ? apiRequest(`/api/channel/filter/page/${page}?perPage=${perPage}`, {
            method: 'POST',
            body: filter,
            schema: channelPageSchema,
            signal,
          })
        : apiRequest(`/api/channel/page/${page}?perPage=${perPage}`, { schema: channelPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useChannelsPage = (page: number, filter: ChannelFilter) => useQuery(channelsPageQuery(page, filter));
