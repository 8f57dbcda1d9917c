// GET /api/kanbans/{id}/board (every column's count, total and first page, with the URL's filters) and
// GET .../steps/{stepId}/cards (a column's next page). The board lives in ONE cache entry: the next
// pages are appended into it, so a drag, a socket event or an edit patches one place.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  kanbanBoardResponseSchema,
  kanbanColumnResponseSchema,
  type KanbanBoard,
  type KanbanBoardFilters,
  type KanbanCard,
} from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { withQuery } from '@/shared/http/query-string';
import { appendColumnPage } from '../board/model/board-cache';

export const kanbanBoardKeys = {
  all: ['kanbans', 'board'] as const,
  /** Every cached board of one kanban (any filters). */
  boards: (kanbanId: string) => ['kanbans', 'board', kanbanId, 'columns'] as const,
  board: (kanbanId: string, filters: KanbanBoardFilters) => ['kanbans', 'board', kanbanId, 'columns', filters] as const,
  card: (kanbanId: string, cardId: string) => ['kanbans', 'board', kanbanId, 'card', cardId] as const,
  history: (kanbanId: string, cardId: string) => ['kanbans', 'board', kanbanId, 'history', cardId] as const,
};

/** Only the filters that are set travel in the address (and in the cache key). */
export const cleanFilters = (filters: KanbanBoardFilters): KanbanBoardFilters => {
  const out: KanbanBoardFilters = {};
  if (filters.operatorId) out.operatorId = filters.operatorId;
  if (filters.tagId) out.tagId = filters.tagId;
  if (filters.search?.trim()) out.search = filters.search.trim();
  return out;
};

export const hasFilters = (filters: KanbanBoardFilters) => Object.keys(cleanFilters(filters)).length > 0;

export const fetchKanbanBoard = (kanbanId: string, filters: KanbanBoardFilters, signal?: AbortSignal): Promise<KanbanBoard> =>
  apiRequest(withQuery(`/api/kanbans/${kanbanId}/board`, cleanFilters(filters)), { schema: kanbanBoardResponseSchema, signal });

export const useKanbanBoard = (kanbanId: string, filters: KanbanBoardFilters) =>
  useQuery({
    queryKey: kanbanBoardKeys.board(kanbanId, cleanFilters(filters)),
    queryFn: ({ signal }) => fetchKanbanBoard(kanbanId, filters, signal),
    enabled: !!kanbanId,
    // A filter change keeps the columns on screen (and the open card's panel) until the answer comes.
    placeholderData: keepPreviousData,
  });

export const fetchColumnPage = async (kanbanId: string, stepId: string, after: string, filters: KanbanBoardFilters, signal?: AbortSignal) =>
  (
    await apiRequest(withQuery(`/api/kanbans/${kanbanId}/steps/${stepId}/cards`, { ...cleanFilters(filters), after }), {
      schema: kanbanColumnResponseSchema,
      signal,
    })
  ).column;

/**
 * Loads a column's next page into the board's cache. The page is merged only while the column still
 * ends at the cursor it was asked with (a re-read in between starts the column over).
 */
export function useLoadColumnPage(kanbanId: string, filters: KanbanBoardFilters) {
  const queryClient = useQueryClient();
  return useCallback(
    async (stepId: string, after: string) => {
      const key = kanbanBoardKeys.board(kanbanId, cleanFilters(filters));
      const column = await fetchColumnPage(kanbanId, stepId, after, filters);
      queryClient.setQueryData<KanbanBoard>(key, (board) => (board ? appendColumnPage(board, stepId, after, column) : board));
    },
    [queryClient, kanbanId, filters],
  );
}

/** The board's cached card with this id (any column), for an editor that opens from the board. */
export const findBoardCard = (board: KanbanBoard | undefined, cardId: string): KanbanCard | undefined => {
  for (const column of board?.columns ?? []) {
    const card = column.cards.find((c) => c._id === cardId);
    if (card) return card;
  }
  return undefined;
};
