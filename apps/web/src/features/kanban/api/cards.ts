// A card: create (POST .../cards), edit (PATCH with the version read), delete, move (POST .../move with
// the neighbours as shown and the version) and read it and its history. Each answer patches the cached
// boards of its kanban (a filtered board is read again: the card may no longer match its filters).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  kanbanCardResponseSchema,
  kanbanHistoryResponseSchema,
  okSchema,
  type KanbanBoard,
  type KanbanBoardFilters,
  type KanbanCard,
  type KanbanCardCreate,
  type KanbanCardMove,
  type KanbanCardPatch,
} from '@atende/contract';
import { apiRequest } from '@/shared/http/http-client';
import { isApiError } from '@/shared/http/api-error';
import { applyCard, removeCard } from '../board/model/board-cache';
import { hasFilters, kanbanBoardKeys } from './board';

/** Both conflict errors (a stale version, a neighbour that moved) travel as this code. */
export const isKanbanConflict = (error: unknown) => isApiError(error) && error.error === 'kanban_card_conflict';

type BoardEdit = (board: KanbanBoard) => KanbanBoard | null;

/** Every cached board of the kanban: edited in place when unfiltered and the edit knows how, else read again. */
export function patchKanbanBoards(queryClient: QueryClient, kanbanId: string, edit: BoardEdit): void {
  for (const [key, board] of queryClient.getQueriesData<KanbanBoard>({ queryKey: kanbanBoardKeys.boards(kanbanId) })) {
    if (!board) continue;
    const filters = (key[4] ?? {}) as KanbanBoardFilters;
    const next = hasFilters(filters) ? null : edit(board);
    if (next) queryClient.setQueryData(key, next);
    else void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/** A card as the server now has it, into the card's cache, the boards and (read again) its history. */
export function storeKanbanCard(queryClient: QueryClient, card: KanbanCard, fromStepId: string | null, created = false): void {
  const cached = queryClient.getQueryData<KanbanCard>(kanbanBoardKeys.card(card.kanbanId, card._id));
  if (!cached || cached.version <= card.version) queryClient.setQueryData(kanbanBoardKeys.card(card.kanbanId, card._id), card);
  patchKanbanBoards(queryClient, card.kanbanId, (board) => applyCard(board, card, fromStepId, created));
  void queryClient.invalidateQueries({ queryKey: kanbanBoardKeys.history(card.kanbanId, card._id) });
}

/** Someone else changed the card: the boards and the card are read again. */
export function refreshAfterConflict(queryClient: QueryClient, kanbanId: string, cardId: string): void {
  void queryClient.invalidateQueries({ queryKey: kanbanBoardKeys.boards(kanbanId) });
  void queryClient.invalidateQueries({ queryKey: kanbanBoardKeys.card(kanbanId, cardId) });
  void queryClient.invalidateQueries({ queryKey: kanbanBoardKeys.history(kanbanId, cardId) });
}

const cardPath = (kanbanId: string, cardId: string) => `/api/kanbans/${kanbanId}/cards/${cardId}`;

export type CreateKanbanCardVars = { kanbanId: string } & KanbanCardCreate;
export type PatchKanbanCardVars = { kanbanId: string; cardId: string } & KanbanCardPatch;
/** `fromStepId`: the step the card leaves (not sent; lets a board that never loaded the card fix its counts). */
export type MoveKanbanCardVars = { kanbanId: string; cardId: string; fromStepId?: string } & KanbanCardMove;
export type DeleteKanbanCardVars = { kanbanId: string; cardId: string; stepId: string };

export const useCreateKanbanCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kanbanId, ...body }: CreateKanbanCardVars) =>
      apiRequest(`/api/kanbans/${kanbanId}/cards`, { method: 'POST', body, schema: kanbanCardResponseSchema }),
    onSuccess: ({ card }) => storeKanbanCard(queryClient, card, null, true),
  });
};

export const usePatchKanbanCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kanbanId, cardId, ...body }: PatchKanbanCardVars) =>
      apiRequest(cardPath(kanbanId, cardId), { method: 'PATCH', body, schema: kanbanCardResponseSchema }),
    onSuccess: ({ card }) => storeKanbanCard(queryClient, card, null),
    onError: (error, { kanbanId, cardId }) => {
      if (isKanbanConflict(error)) refreshAfterConflict(queryClient, kanbanId, cardId);
    },
  });
};

/** The board applies its drop to the cache itself before calling this; the answer settles the card's rank. */
export const useMoveKanbanCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kanbanId, cardId, fromStepId: _from, ...body }: MoveKanbanCardVars) =>
      apiRequest(`${cardPath(kanbanId, cardId)}/move`, { method: 'POST', body, schema: kanbanCardResponseSchema }),
    onSuccess: ({ card }, { fromStepId }) => storeKanbanCard(queryClient, card, fromStepId ?? null),
    onError: (error, { kanbanId, cardId }) => {
      if (isKanbanConflict(error)) refreshAfterConflict(queryClient, kanbanId, cardId);
    },
  });
};

export const useDeleteKanbanCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kanbanId, cardId }: DeleteKanbanCardVars) => apiRequest(cardPath(kanbanId, cardId), { method: 'DELETE', schema: okSchema }),
    onSuccess: (_answer, { kanbanId, cardId, stepId }) => {
      queryClient.removeQueries({ queryKey: kanbanBoardKeys.card(kanbanId, cardId) });
      queryClient.removeQueries({ queryKey: kanbanBoardKeys.history(kanbanId, cardId) });
      patchKanbanBoards(queryClient, kanbanId, (board) => removeCard(board, cardId, stepId));
    },
  });
};

export const useKanbanCard = (kanbanId: string, cardId: string | null) =>
  useQuery({
    queryKey: kanbanBoardKeys.card(kanbanId, cardId ?? ''),
    queryFn: async ({ signal }) => (await apiRequest(cardPath(kanbanId, cardId ?? ''), { schema: kanbanCardResponseSchema, signal })).card,
    enabled: !!kanbanId && !!cardId,
  });

export const useKanbanCardHistory = (kanbanId: string, cardId: string | null) =>
  useQuery({
    queryKey: kanbanBoardKeys.history(kanbanId, cardId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${cardPath(kanbanId, cardId ?? '')}/history`, { schema: kanbanHistoryResponseSchema, signal })).history,
    enabled: !!kanbanId && !!cardId,
  });
