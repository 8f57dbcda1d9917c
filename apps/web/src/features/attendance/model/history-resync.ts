// Folding the newest history, read again after the socket came back, into the cached one: the
// messages missed meanwhile join the newest page, copies already shown take the fresher status,
// pending bubbles stay (or give their place to the server's copy) and older loaded pages stay.
import type { Message } from '@atende/contract';
import { receiveMessage, type MessageData, type MessagePage } from './message-cache';

/**
 * What was read, newest first. `joined`: it reaches a message already cached (or the start of the
 * conversation), so nothing is missing between the two.
 */
export type FreshHistory = { messages: Message[]; nextBefore: string | null; joined: boolean };

/** The server messages in the cache (not the pending bubbles). */
export function knownIds(data: MessageData): Set<string> {
  const ids = new Set<string>();
  for (const page of data.pages) for (const m of page.messages) if (!m.optimistic) ids.add(m._id);
  return ids;
}

export const reachesKnown = (page: MessagePage, known: Set<string>): boolean =>
  page.nextBefore === null || page.messages.some((m) => known.has(m._id));

export function mergeFreshHistory(data: MessageData, fresh: FreshHistory): MessageData {
  // A gap too long to read whole: the fresh pages replace the history (older ones load again on
  // scroll from the fresh cursor); only the pending bubbles carry over.
  const base: MessageData = fresh.joined
    ? data
    : {
        pages: [{ messages: data.pages.flatMap((p) => p.messages.filter((m) => m.optimistic)), nextBefore: fresh.nextBefore }],
        pageParams: [null],
      };
  // Oldest first, so the oldest server copy takes the oldest of identical pending bubbles.
  return [...fresh.messages].reverse().reduce(receiveMessage, base);
}
