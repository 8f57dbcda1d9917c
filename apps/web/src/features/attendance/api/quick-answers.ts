// GET /api/quickanswers?search=&limit=: the channel's quick answers whose shortcut or text holds
// what the operator typed after `/`, shortcuts starting with it first (the server orders them).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quickAnswerListResponseSchema, type QuickAnswer } from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';

export const QUICK_ANSWER_SUGGESTIONS = 8;

export const quickAnswerKeys = {
  all: ['attendance', 'quick-answers'] as const,
  search: (search: string) => ['attendance', 'quick-answers', search] as const,
};

export const fetchQuickAnswers = (search: string, signal?: AbortSignal): Promise<QuickAnswer[]> => {
  const query = new URLSearchParams({ limit: String(QUICK_ANSWER_SUGGESTIONS) });
  if (search) query.set('search', search);
  return apiRequest(`/api/quickanswers?${query.toString()}`, { schema: quickAnswerListResponseSchema, signal }).then(
    (r) => r.quickAnswers,
  );
};

export const quickAnswerSearchOptions = (search: string) =>
  queryOptions({
    queryKey: quickAnswerKeys.search(search),
    queryFn: ({ signal }) => fetchQuickAnswers(search, signal),
    staleTime: 30_000,
    retry: false,
  });

/** While the operator keeps typing, the previous suggestions stay up instead of a spinner. */
export const useQuickAnswerSearch = (search: string, enabled: boolean) =>
  useQuery({ ...quickAnswerSearchOptions(search), enabled, placeholderData: keepPreviousData });
