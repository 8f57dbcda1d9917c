// The operator's own message must be on screen once, whatever the order in which the pending bubble,
// the HTTP answer and the socket's message.created reach the cache.
import { describe, expect, it } from 'vitest';
import type { Message } from '@atende/contract';
import { ids } from '@/test/fixtures';
import {
  dropPending,
  receiveMessage,
  settleOptimistic,
  upsertMessage,
  type CachedMessage,
  type MessageData,
} from '../model/message-cache';
import { knownIds, mergeFreshHistory, reachesKnown } from '../model/history-resync';
import { makeAttendance, makeMessage, uuid } from './panel-harness';

const a = makeAttendance(1);
const customer = makeMessage(1, a);
const history = (): MessageData => ({ pages: [{ messages: [customer], nextBefore: null }], pageParams: [null] });

function pendingOf(n: number, text: string): CachedMessage {
  return {
    ...makeMessage(n, a, { direction: 'out', status: 'pending', content: { text }, operatorId: ids.operator, providerMessageId: null }),
    _id: uuid(9_000_000 + n),
    optimistic: true,
  };
}
function serverCopyOf(n: number, text: string, overrides: Partial<Message> = {}): Message {
  return makeMessage(100 + n, a, { direction: 'out', status: 'pending', content: { text }, operatorId: ids.operator, providerMessageId: null, ...overrides });
}
const shown = (data: MessageData) => data.pages.flatMap((p) => p.messages.map((m) => `${m.optimistic ? 'pending' : m._id}:${m.content.text ?? ''}`));

describe('the operator\'s sent message shown once', () => {
  it('HTTP answer first, then the socket: the answer replaces the bubble and the socket copy only merges', () => {
    const pending = pendingOf(10, 'Olá');
    const server = serverCopyOf(10, 'Olá');
    let data = upsertMessage(history(), pending);
    data = settleOptimistic(data, pending, server);
    expect(shown(data)).toEqual([`${server._id}:Olá`, `${customer._id}:Texto 1`]);
    data = receiveMessage(data, { ...server, status: 'sent' });
    expect(shown(data)).toEqual([`${server._id}:Olá`, `${customer._id}:Texto 1`]);
    expect(data.pages[0]!.messages[0]!.status).toBe('sent');
  });

  it('socket first, then the HTTP answer: the socket copy takes the bubble\'s place at once, never shown twice', () => {
    const pending = pendingOf(10, 'Olá ');
    const server = serverCopyOf(10, 'Olá');
    let data = upsertMessage(history(), pending);
    // The server trims the text; the socket's copy still finds the bubble it stands for.
    data = receiveMessage(data, { ...server, status: 'sent' });
    expect(shown(data)).toEqual([`${server._id}:Olá`, `${customer._id}:Texto 1`]);
    data = settleOptimistic(data, pending, server);
    expect(shown(data)).toEqual([`${server._id}:Olá`, `${customer._id}:Texto 1`]);
    // The late HTTP copy (still pending) does not take the tick back.
    expect(data.pages[0]!.messages[0]!.status).toBe('sent');
  });

  it('two identical sends answered out of order end as two messages, with one bubble per send meanwhile', () => {
    const first = pendingOf(10, 'ok');
    const second = pendingOf(11, 'ok');
    const one = serverCopyOf(10, 'ok');
    const two = serverCopyOf(11, 'ok');
    let data = upsertMessage(upsertMessage(history(), first), second);
    data = receiveMessage(data, two); // takes the place of the oldest bubble
    expect(shown(data).filter((s) => s.endsWith(':ok'))).toHaveLength(2);
    data = settleOptimistic(data, first, one); // first's bubble is gone: its twin goes instead
    expect(shown(data).filter((s) => s.endsWith(':ok')).sort()).toEqual([`${one._id}:ok`, `${two._id}:ok`].sort());
    data = settleOptimistic(data, second, two);
    data = receiveMessage(data, one);
    expect(shown(data).filter((s) => s.endsWith(':ok')).sort()).toEqual([`${one._id}:ok`, `${two._id}:ok`].sort());
  });

  it('a message the socket could not pair (another content) still replaces the bubble when the answer arrives', () => {
    const pending = pendingOf(10, 'Olá');
    const server = serverCopyOf(10, 'Olá, tudo bem?');
    let data = upsertMessage(history(), pending);
    data = receiveMessage(data, server);
    data = settleOptimistic(data, pending, server);
    expect(shown(data)).toEqual([`${server._id}:Olá, tudo bem?`, `${customer._id}:Texto 1`]);
  });

  it('does not pair a bubble with a customer message or with another operator\'s message', () => {
    const pending = pendingOf(10, 'Olá');
    let data = upsertMessage(history(), pending);
    data = receiveMessage(data, makeMessage(20, a, { content: { text: 'Olá' } }));
    data = receiveMessage(data, serverCopyOf(21, 'Olá', { operatorId: uuid(777) }));
    expect(shown(data).filter((s) => s.startsWith('pending'))).toHaveLength(1);
  });

  it('a refused send takes its bubble back', () => {
    const pending = pendingOf(10, 'Olá');
    expect(shown(dropPending(upsertMessage(history(), pending), pending))).toEqual([`${customer._id}:Texto 1`]);
  });
});

describe('the newest history read again after a reconnection', () => {
  const older = Array.from({ length: 3 }, (_, i) => makeMessage(i + 1, a)).reverse();
  const newer = Array.from({ length: 3 }, (_, i) => makeMessage(i + 4, a)).reverse();
  const loaded = (): MessageData => ({
    pages: [
      { messages: newer, nextBefore: 'c4' },
      { messages: older, nextBefore: null },
    ],
    pageParams: [null, 'c4'],
  });

  it('adds the missed messages, refreshes statuses, keeps older pages and gives a pending bubble\'s place to its server copy', () => {
    const pending = pendingOf(10, 'Já volto');
    const data = upsertMessage(loaded(), pending);
    const missedIn = makeMessage(20, a, { content: { text: 'Oi?' }, createdAt: new Date(Date.UTC(2025, 0, 2)).toISOString() });
    const sentMeanwhile = serverCopyOf(10, 'Já volto', { status: 'delivered' });
    const fresh = [missedIn, sentMeanwhile, { ...newer[0]!, status: 'read' as const }, newer[1]!];
    expect(reachesKnown({ messages: fresh, nextBefore: 'c5' }, knownIds(data))).toBe(true);
    const merged = mergeFreshHistory(data, { messages: fresh, nextBefore: 'c5', joined: true });
    expect(merged.pages).toHaveLength(2);
    expect(merged.pageParams).toEqual([null, 'c4']);
    expect(merged.pages[1]!.messages).toBe(older);
    expect(shown(merged)).toEqual([
      `${missedIn._id}:Oi?`,
      `${sentMeanwhile._id}:Já volto`,
      ...newer.map((m) => `${m._id}:${m.content.text}`),
      ...older.map((m) => `${m._id}:${m.content.text}`),
    ]);
    expect(merged.pages[0]!.messages.find((m) => m._id === newer[0]!._id)?.status).toBe('read');
  });

  it('starts again from the fresh pages when the gap was too long to read whole, keeping pending bubbles', () => {
    const pending = pendingOf(10, 'Já volto');
    const data = upsertMessage(loaded(), pending);
    const fresh = [makeMessage(30, a, { createdAt: new Date(Date.UTC(2025, 0, 3)).toISOString() })];
    expect(reachesKnown({ messages: fresh, nextBefore: 'c30' }, knownIds(data))).toBe(false);
    const merged = mergeFreshHistory(data, { messages: fresh, nextBefore: 'c30', joined: false });
    expect(merged.pageParams).toEqual([null]);
    expect(merged.pages).toEqual([{ messages: [fresh[0], pending], nextBefore: 'c30' }]);
  });
});
