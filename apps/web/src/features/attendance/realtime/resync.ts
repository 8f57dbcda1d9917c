// After the socket reconnects, the events pushed while it was down are lost: the panel reads again
// what they would have patched. The lists (queue tab included) and the open attendance are refetched,
// the unread counts after the lists so they land on the fresh rows, and the open conversation's newest
// history is merged into what is loaded (a refetch would drop the older pages and the pending bubbles).
import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@atende/contract';
import { fetchMessagePage } from '../api/message-history';
import { attendanceKeys } from '../api/query-keys';
import { knownIds, mergeFreshHistory, reachesKnown } from '../model/history-resync';
import type { MessageData } from '../model/message-cache';

/** Beyond this many pages of missed messages the history starts again from the newest ones. */
export const RESYNC_MAX_PAGES = 4;

export async function refreshOpenHistory(queryClient: QueryClient, attendanceId: string): Promise<void> {
  const key = attendanceKeys.messages(attendanceId);
  const cached = queryClient.getQueryData<MessageData>(key);
  // Not loaded yet: its first fetch is already current.
  if (!cached) return;
  const known = knownIds(cached);
  const messages: Message[] = [];
  let before: string | null = null;
  for (let read = 0; read < RESYNC_MAX_PAGES; read += 1) {
    const page = await fetchMessagePage(attendanceId, before);
    messages.push(...page.messages);
    if (reachesKnown(page, known)) {
      queryClient.setQueryData<MessageData>(key, (data) =>
        data ? mergeFreshHistory(data, { messages, nextBefore: page.nextBefore, joined: true }) : data,
      );
      return;
    }
    before = page.nextBefore;
  }
  queryClient.setQueryData<MessageData>(key, (data) => (data ? mergeFreshHistory(data, { messages, nextBefore: before, joined: false }) : data));
}

export async function resyncAfterReconnect(queryClient: QueryClient, ctx: { operatorId: string; selectedId: string | null }): Promise<void> {
  const selected = ctx.selectedId;
  // Histories not on screen are read again when opened.
  await queryClient.invalidateQueries({
    queryKey: ['attendance', 'messages'],
    predicate: (query) => query.queryKey[2] !== selected,
    refetchType: 'none',
  });
  const lists = queryClient
    .invalidateQueries({ queryKey: attendanceKeys.lists(ctx.operatorId) })
    .then(() => queryClient.invalidateQueries({ queryKey: attendanceKeys.unread(ctx.operatorId) }));
  await Promise.all([
    lists,
    selected ? queryClient.invalidateQueries({ queryKey: attendanceKeys.detail(selected) }) : undefined,
    selected ? refreshOpenHistory(queryClient, selected) : undefined,
  ]);
}
