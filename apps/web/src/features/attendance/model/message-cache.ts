// Pure patchers of a cached message history: pages as the server sends them, newest message first
// and pages[0] the newest page. Socket events, optimistic sends and answers all go through here.
//
// A send shows a pending bubble at once, and the server's copy of that message comes back twice: in
// the HTTP answer and as the socket's message.created, in either order. Whichever comes first takes
// the bubble's place (the socket one finds it by what was sent, having no temporary id), and the
// second only merges into it, so the message is never on screen twice.
import type { InfiniteData } from '@tanstack/react-query';
import { deliveryRank, type Message, type MessageStatus } from '@atende/contract';

/** What only this tab knows about a cached message. */
export type CachedMessage = Message & {
  /** A bubble shown before the server answered; its _id is the send's temporary id. */
  optimistic?: true;
  /** A server message that already took the place of one optimistic bubble. */
  settled?: true;
};

export type MessagePage = { messages: CachedMessage[]; nextBefore: string | null };
export type MessageData = InfiniteData<MessagePage>;

export type StatusChange = { messageId: string; status: MessageStatus; error: Message['error'] };

/** Delivery moves only forward; failed replaces anything (contract's deliveryRank). */
const advances = (from: MessageStatus, to: MessageStatus) => deliveryRank[to] >= deliveryRank[from];

/** The newer of two copies of one message, keeping the furthest delivery status seen (and the local marks). */
export function mergeMessage(existing: CachedMessage, incoming: CachedMessage): CachedMessage {
  const merged = advances(existing.status, incoming.status) ? incoming : { ...incoming, status: existing.status, error: existing.error };
  return existing.settled && !merged.settled ? { ...merged, settled: true } : merged;
}

function locate(data: MessageData, id: string): [number, number] | null {
  for (let p = 0; p < data.pages.length; p += 1) {
    const index = data.pages[p]?.messages.findIndex((m) => m._id === id) ?? -1;
    if (index >= 0) return [p, index];
  }
  return null;
}

function replaceAt(data: MessageData, [p, i]: [number, number], next: CachedMessage | null): MessageData {
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
export function upsertMessage(data: MessageData, message: CachedMessage): MessageData {
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

const trimmed = (value: string | null | undefined) => value?.trim() ?? null;

/** Whether a server message is what this pending bubble was sending (the server trims the text). */
function sameSend(pending: CachedMessage, message: Message): boolean {
  return (
    !!pending.optimistic &&
    message.direction === 'out' &&
    pending.operatorId === message.operatorId &&
    pending.type === message.type &&
    pending.replyToId === message.replyToId &&
    trimmed(pending.content.text) === trimmed(message.content.text) &&
    trimmed(pending.content.caption) === trimmed(message.content.caption) &&
    (pending.content.media?.mediaId ?? null) === (message.content.media?.mediaId ?? null)
  );
}

/** The oldest pending bubble sending this message (pages and messages are newest first). */
function findPending(data: MessageData, message: Message): CachedMessage | undefined {
  let found: CachedMessage | undefined;
  for (const page of data.pages) for (const m of page.messages) if (sameSend(m, message)) found = m;
  return found;
}

const find = (data: MessageData, id: string): CachedMessage | undefined => {
  const at = locate(data, id);
  return at ? data.pages[at[0]]?.messages[at[1]] : undefined;
};

/**
 * Takes one pending bubble of this send off the screen: its own, or, when a socket message already
 * took that one's place, a twin with the same content (identical sends are interchangeable).
 */
export function dropPending(data: MessageData, optimistic: CachedMessage): MessageData {
  if (locate(data, optimistic._id)) return removeMessage(data, optimistic._id);
  const twin = findPending(data, optimistic);
  return twin ? removeMessage(data, twin._id) : data;
}

/** message.created (or a fetched page): a message this tab sent replaces its pending bubble. */
export function receiveMessage(data: MessageData, message: Message): MessageData {
  if (locate(data, message._id)) return upsertMessage(data, message);
  const pending = message.direction === 'out' ? findPending(data, message) : undefined;
  if (!pending) return upsertMessage(data, message);
  return upsertMessage(removeMessage(data, pending._id), { ...message, settled: true });
}

/**
 * The HTTP answer of a send: the server's message takes the pending bubble's place, unless the
 * socket already brought it and it took one then.
 */
export function settleOptimistic(data: MessageData, optimistic: CachedMessage, message: Message): MessageData {
  if (find(data, message._id)?.settled) return upsertMessage(data, message);
  return upsertMessage(dropPending(data, optimistic), { ...message, settled: true });
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
export function patchMessage(data: MessageData, message: CachedMessage): MessageData {
  const at = locate(data, message._id);
  const existing = at ? data.pages[at[0]]?.messages[at[1]] : undefined;
  return at && existing ? replaceAt(data, at, mergeMessage(existing, message)) : data;
}
