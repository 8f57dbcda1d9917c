// GET /api/contact/channel/{channelId}/page/{page}?perPage&search&sort&order&tagId&operatorId&birthdayMonth
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactPageSchema } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';

export type ContactsQuery = Record<string, string | number>;

/** Every key starts with 'contacts': the import invalidates ['contacts'] when it finishes. */
export const contactKeys = {
  all: ['contacts'] as const,
  page: (channelId: string, page: number, query: ContactsQuery) => ['contacts', 'page', channelId, page, query] as const,
  birthdays: (channelId: string, period: string) => ['contacts', 'birthdays', channelId, period] as const,
};

export const contactsPath = (channelId: string) => `/api/contact/channel/${channelId}`;

export const contactsPageQuery = (channelId: string, page: number, query: ContactsQuery) =>
  queryOptions({
    queryKey: contactKeys.page(channelId, page, query),
    queryFn: ({ signal }) => apiRequest(withQuery(`${contactsPath(channelId)}/page/${page}`, query), { schema: contactPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useContactsPage = (channelId: string, page: number, query: ContactsQuery) =>
  useQuery(contactsPageQuery(channelId, page, query));

/** The export of the current filter (the list's query without its page size). */
export const contactsExportUrl = (channelId: string, query: ContactsQuery, format: 'csv' | 'xlsx') => {
  const { perPage: _perPage, ...filter } = query;
  return withQuery(`${contactsPath(channelId)}/export`, { ...filter, format });
};
