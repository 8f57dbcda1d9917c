// Pure patchers of a cached message history: pages as the server sends them, newest message first
// and pages[0] the newest page. Socket events, optimistic sends and answers all go through here.
import type { InfiniteData } from '@tanstack/react-query';
import { deliveryRank, type Message, type MessageStatus } from '@atende/contract';

export type MessagePage = { messages: Message[]; nextBefore: string | null };
export type MessageData = InfiniteData<MessagePage>;

export type StatusChange = { messageId: string; status: MessageStatus; error: Message['error'] };

/** Delivery moves only forward; failed replaces anything (contract's deliveryRank). */
const advances = (from: MessageStatus, to: MessageStatus) => deliveryRank[to] >= deliveryRank[from];

/** The newer of two copies of one message, keeping the furthest delivery status seen. */
export function mergeMessage(existing: Message, incoming: Message): Message {
  return advances(existing.status, incoming.status) ? incoming : { ...incoming, status: existing.status, error: existing.error };
}

function locate(data: MessageData, id: string): [number, number] | null {
  for (let p = 0; p < data.pages.length; p += 1) {
    const index = data.pages[p]?.messages.findIndex((m) => m._id === id) ?? -1;
    if (index >= 0) return [p, index];
  }
  return null;
}

function replaceAt(data: MessageData, [p, i]: [number, number], next: Message | null): MessageData {
  return {
    ...data,
    pages: data.pages.map((page, index) => {
      if (index !== p) return page;
      const messages = [...page.messages];
      if (next) messages[i] = next;
      else messages.splice(i, 1);
      return { ...page, messages };
    }),
  };
}

/** Adds a message (or merges it when already there) at its place by time in the newest page. */
export function upsertMessage(data: MessageData, message: Message): MessageData {
  const at = locate(data, message._id);
  if (at) {
    const existing = data.pages[at[0]]?.messages[at[1]];
    return existing ? replaceAt(data, at, mergeMessage(existing, message)) : data;
  }
  const [first, ...rest] = data.pages;
  if (!first) return { ...data, pages: [{ messages: [message], nextBefore: null }] };
  const time = Date.parse(message.createdAt);
  const index = first.messages.findIndex((m) => Date.parse(m.createdAt) <= time);
  const messages =
    index < 0 ? [...first.messages, message] : [...first.messages.slice(0, index), message, ...first.messages.slice(index)];
  return { ...data, pages: [{ ...first, messages }, ...rest] };
}

export function removeMessage(data: MessageData, id: string): MessageData {
  const at = locate(data, id);
  return at ? replaceAt(data, at, null) : data;
}

/** The server's message takes the optimistic one's place (the socket may have brought it first). */
export function settleOptimistic(data: MessageData, tempId: string, message: Message): MessageData {
  return upsertMessage(removeMessage(data, tempId), message);
}

/** message.status: ignored when unknown here or when it would move delivery backwards. */
export function applyStatus(data: MessageData, change: StatusChange): MessageData {
  const at = locate(data, change.messageId);
  const existing = at ? data.pages[at[0]]?.messages[at[1]] : undefined;
  if (!at || !existing || !advances(existing.status, change.status)) return data;
  if (existing.status === change.status && existing.error === change.error) return data;
  return replaceAt(data, at, { ...existing, status: change.status, error: change.error });
}

/** message.updated (an inbound file downloaded): replaces the copy shown, keeping the furthest status; unknown messages are ignored. */
export function patchMessage(data: MessageData, message: Message): MessageData {
  const at = locate(data, message._id);
  const existing = at ? data.pages[at[0]]?.messages[at[1]] : undefined;
  return at && existing ? replaceAt(data, at, mergeMessage(existing, message)) : data;
}
