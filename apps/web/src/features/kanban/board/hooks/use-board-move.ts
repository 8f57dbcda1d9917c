// A drop on the board: the cache shows the card in its new place at once, then POST .../move names the
// neighbours as shown and the version read. A 409 (someone else changed the card, or a neighbour
// moved) tells the user and reads the board again; any other failure puts the card back.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { KanbanBoard, KanbanBoardFilters } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, showAlert } from '@/shared/ui/alerts';
import { cleanFilters, kanbanBoardKeys } from '../../api/board';
import { isKanbanConflict, useMoveKanbanCard } from '../../api/cards';
import { dropCard, locateCard, neighboursOf } from '../model/board-cache';

export function useBoardMove(kanbanId: string, filters: KanbanBoardFilters) {
  const queryClient = useQueryClient();
  const move = useMoveKanbanCard();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  const settle = (cardId: string) =>
    setPending((current) => {
      const next = new Set(current);
      next.delete(cardId);
      return next;
    });

  const moveCard = useCallback(
    (cardId: string, toStepId: string, index: number) => {
      const key = kanbanBoardKeys.board(kanbanId, cleanFilters(filters));
      const board = queryClient.getQueryData<KanbanBoard>(key);
      const from = board && locateCard(board, cardId);
      if (!board || !from) return;
      const moved = dropCard(board, cardId, toStepId, index);
      queryClient.setQueryData(key, moved);
      setPending((current) => new Set(current).add(cardId));
      const { afterCardId, beforeCardId } = neighboursOf(moved, cardId);
      // mutateAsync: mutate's own callbacks fire for the latest call only, and two cards may be in flight.
      move
        .mutateAsync({ kanbanId, cardId, fromStepId: from.stepId, stepId: toStepId, afterCardId, beforeCardId, version: from.card.version })
        .catch((error: unknown) => {
          // The conflict re-read is the mutation's own (api/cards); here the user is told.
          if (isKanbanConflict(error)) {
            showAlert('warning', errorMessage(error));
            return;
          }
          queryClient.setQueryData<KanbanBoard>(key, (current) => (current ? dropCard(current, cardId, from.stepId, from.index) : current));
          alertDanger(errorMessage(error));
        })
        .finally(() => settle(cardId));
    },
    [queryClient, kanbanId, filters, move],
  );

  return { moveCard, pending };
}
