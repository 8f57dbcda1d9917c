// The open board follows its room: 'kanban.watch' on mount (and after every reconnection, when the board
// is also read again: events pushed meanwhile were lost), 'kanban.unwatch' on unmount. Card events
// patch the cached boards in place; a board event reads the board again, or leaves it when deleted. The
// server leaves the room on any change of the user's account (session.updated): the hook joins again.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSocket, useSocketEvent, useSocketReconnect } from '@/shared/socket/socket-client';
import { kanbanBoardKeys } from '../api/board';
import { patchKanbanBoards, storeKanbanCard } from '../api/cards';
import { removeCard } from '../board/model/board-cache';

/** The socket connects after the page may have mounted (its client loads lazily): ask again until it is there. */
const SOCKET_WAIT_MS = 300;
const SOCKET_WAIT_TRIES = 100;

export function useKanbanLive(kanbanId: string, onDeleted: () => void): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const watchRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!kanbanId) return;
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      const socket = getSocket();
      if (!socket) {
        if (tries++ < SOCKET_WAIT_TRIES) timer = setTimeout(watch, SOCKET_WAIT_MS);
        return;
      }
      socket.emit('kanban.watch', { kanbanId }, (answer) => {
        if (!stopped) setLive(answer?.ok === true);
      });
    };
    watch();
    watchRef.current = () => {
      tries = 0;
      watch();
    };
    return () => {
      stopped = true;
      clearTimeout(timer);
      watchRef.current = null;
      setLive(false);
      getSocket()?.emit('kanban.unwatch', { kanbanId });
    };
  }, [kanbanId, queryClient]);

  // A new connection is in no room: join again, and read what was missed.
  useSocketReconnect(() => {
    if (!watchRef.current) return;
    void queryClient.invalidateQueries({ queryKey: kanbanBoardKeys.boards(kanbanId) });
    watchRef.current();
  });

  // Any change of this user's account (permissions, departments) took the socket out of the board's
  // room on the server: ask again, checked against the account as it is now, and read what was missed.
  useSocketEvent('session.updated', () => {
    if (!watchRef.current) return;
    void queryClient.invalidateQueries({ queryKey: kanbanBoardKeys.boards(kanbanId) });
    watchRef.current();
  });

  useSocketEvent('kanban.card', (event) => {
    if (event.kanbanId === kanbanId) storeKanbanCard(queryClient, event.card, event.fromStepId);
  });
  useSocketEvent('kanban.card_removed', (event) => {
    if (event.kanbanId !== kanbanId) return;
    queryClient.removeQueries({ queryKey: kanbanBoardKeys.card(kanbanId, event.cardId) });
    patchKanbanBoards(queryClient, kanbanId, (board) => removeCard(board, event.cardId, event.stepId));
  });
  useSocketEvent('kanban.board', (event) => {
    if (event.kanbanId !== kanbanId) return;
    if (event.deleted) onDeleted();
    else void queryClient.invalidateQueries({ queryKey: kanbanBoardKeys.boards(kanbanId) });
  });

  return { live };
}
