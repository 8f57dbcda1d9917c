import { describe, expect, it } from 'vitest';
import type { Attendance } from '@atende/contract';
import { ids } from '@/test/fixtures';
import { contactTitle, displayNumber, maskPhone, matchesSearch } from '../model/contact-display';
import { applyUnreadCounts, flattenList, placeAttendance, recordMessage, type ListData } from '../model/list-cache';
import { canWrite, tabOf, windowOpenAt } from '../model/list-tabs';
import { listTime } from '../model/list-time';
import { applyStatus, settleOptimistic, upsertMessage, type MessageData } from '../model/message-cache';
import { buildTimeline, reactionsByTarget } from '../model/message-timeline';
import { ANCHOR_BASE, initialAnchor, nextAnchor } from '../model/prepend-anchor';
import { tickState } from '../model/ticks';
import { dayKey, previousDayKey, timeOf } from '../model/zoned-time';
import { shouldBeep } from '../realtime/beep';
import { makeAttendance, makeMessage } from './panel-harness';

const zone = 'America/Sao_Paulo';
const list = (...pages: Attendance[][]): ListData => ({
  pages: pages.map((attendances, i) => ({ attendances, total: 5, hasMore: i < pages.length - 1 })),
  pageParams: pages.map((_, i) => i + 1),
});
const names = (data: ListData) => flattenList(data).map((a) => a.contact.name);
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const withActivity = (n: number, minutesAgo: number, extra: Partial<Attendance> = {}) =>
  makeAttendance(n, { lastMessage: { type: 'text', text: 'x', direction: 'in', createdAt: at(minutesAgo) }, ...extra });

describe('times in the channel zone', () => {
  it('puts a message on its São Paulo day, not the UTC one', () => {
    expect(dayKey('2025-01-02T02:30:00Z', zone)).toBe('2025-01-01');
    expect(timeOf('2025-01-02T02:30:00Z', zone, 'pt-BR')).toBe('23:30');
    expect(previousDayKey('2025-03-01')).toBe('2025-02-28');
  });

  it('labels list times as the hour today, Ontem yesterday and the date before', () => {
    const now = new Date('2025-01-10T15:00:00Z');
    const t = (key: string) => (key === 'list.yesterday' ? 'Ontem' : key);
    expect(listTime('2025-01-10T12:05:00Z', now, zone, 'pt-BR', t)).toBe('09:05');
    expect(listTime('2025-01-09T12:05:00Z', now, zone, 'pt-BR', t)).toBe('Ontem');
    expect(listTime('2025-01-02T12:05:00Z', now, zone, 'pt-BR', t)).toBe('02/01/2025');
  });
});

describe('contact display', () => {
  it('masks the middle digits and keeps country, area code and the last four', () => {
    expect(maskPhone('+55 (11) 9 8888-7777')).toBe('+55 (11) • ••••-7777');
    expect(displayNumber('5511988887777', false)).toBe('+55 (11) 9 8888-7777');
    expect(displayNumber('1133334444', true)).toBe('+55 (11) ••••-4444');
    expect(contactTitle({ _id: ids.user, name: '  ', number: '5511988887777' }, true)).toBe('+55 (11) • ••••-7777');
  });

  it('shows a number the server already masked (privacy on) as it came, never formatted again', () => {
    expect(displayNumber('+55 (11) • ••••-7777', true)).toBe('+55 (11) • ••••-7777');
    expect(displayNumber('+55 (11) • ••••-7777', false)).toBe('+55 (11) • ••••-7777');
    expect(contactTitle({ _id: ids.user, name: null, number: '+55 (11) • ••••-7777' }, true)).toBe('+55 (11) • ••••-7777');
  });

  it('searches names, and numbers only when they are not hidden', () => {
    const a = makeAttendance(1, { contact: { _id: ids.user, name: 'Joana Prado', number: '5511988887777' } });
    expect(matchesSearch(a, 'joana', false)).toBe(true);
    expect(matchesSearch(a, '(11) 98888', false)).toBe(true);
    expect(matchesSearch(a, 'joana 2', false)).toBe(false);
    expect(matchesSearch(a, '98888', true)).toBe(false);
  });
});

describe('tabs and rights', () => {
  it('files attendances under the operator tabs and drops other operators ones', () => {
    expect(tabOf(makeAttendance(1), ids.operator)).toBe('active');
    expect(tabOf(makeAttendance(1, { status: 'offline_operators' }), ids.operator)).toBe('queue');
    expect(tabOf(makeAttendance(1, { status: 'finished' }), ids.operator)).toBe('finished');
    expect(tabOf(makeAttendance(1, { status: 'opened' }), ids.operator)).toBeNull();
    expect(tabOf(makeAttendance(1, { operatorId: ids.user }), ids.operator)).toBeNull();
    expect(canWrite(makeAttendance(1, { status: 'waiting' }), ids.operator)).toBe(false);
  });

  it('closes the window 24 hours after the customer last wrote, even if the server said open', () => {
    const now = Date.parse('2025-01-02T12:00:00Z');
    expect(windowOpenAt({ windowOpen: true, lastInboundAt: '2025-01-01T12:00:01Z' }, now)).toBe(true);
    expect(windowOpenAt({ windowOpen: true, lastInboundAt: '2025-01-01T12:00:00Z' }, now)).toBe(false);
    expect(windowOpenAt({ windowOpen: false, lastInboundAt: '2025-01-02T11:00:00Z' }, now)).toBe(false);
  });
});

describe('list cache patchers', () => {
  it('inserts a new attendance at its place by activity and counts it', () => {
    const data = list([withActivity(1, 1), withActivity(2, 10)], [withActivity(3, 20)]);
    const next = placeAttendance(data, withActivity(4, 5), true);
    expect(names(next)).toEqual(['Cliente 1', 'Cliente 4', 'Cliente 2', 'Cliente 3']);
    expect(next.pages[0]!.total).toBe(6);
  });

  it('leaves an attendance older than all loaded rows for paging, and removes one that left', () => {
    const data = list([withActivity(1, 1)], [withActivity(2, 10)]);
    const morePages: ListData = { ...data, pages: data.pages.map((p) => ({ ...p, hasMore: true })) };
    expect(names(placeAttendance(morePages, withActivity(9, 99), true))).toEqual(['Cliente 1', 'Cliente 2']);
    expect(names(placeAttendance(data, withActivity(9, 99), true))).toEqual(['Cliente 1', 'Cliente 2', 'Cliente 9']);
    const removed = placeAttendance(data, withActivity(2, 10, { operatorId: ids.user }), false);
    expect(names(removed)).toEqual(['Cliente 1']);
    expect(removed.pages[0]!.total).toBe(4);
    expect(placeAttendance(data, withActivity(7, 1), false)).toBe(data);
  });

  it('counts a new customer message once, not for the open attendance, and moves the row up', () => {
    const [a1, a2] = [withActivity(1, 1), withActivity(2, 10, { unread: 2 })];
    const data = list([a1, a2]);
    const message = makeMessage(1, a2, { createdAt: at(0) });
    const once = recordMessage(data, message, null);
    expect(names(once)).toEqual(['Cliente 2', 'Cliente 1']);
    expect(flattenList(once)[0]!.unread).toBe(3);
    expect(recordMessage(once, message, null)).toBe(once);
    expect(flattenList(recordMessage(data, message, a2._id))[0]!.unread).toBe(0);
    const outbound = recordMessage(data, makeMessage(2, a2, { direction: 'out', createdAt: at(0) }), null);
    expect(flattenList(outbound)[0]!.unread).toBe(2);
    expect(flattenList(outbound)[0]!.lastMessage?.direction).toBe('out');
  });

  it('takes the server unread counts, zero for the absent and the open one', () => {
    const [a1, a2, a3] = [makeAttendance(1, { unread: 1 }), makeAttendance(2), makeAttendance(3, { unread: 4 })];
    const next = applyUnreadCounts(list([a1, a2, a3]), new Map([[a2._id, 5], [a3._id, 7]]), a3._id);
    expect(flattenList(next).map((a) => a.unread)).toEqual([0, 5, 0]);
  });
});

describe('message cache patchers', () => {
  const a = makeAttendance(1);
  const history = (...pages: ReturnType<typeof makeMessage>[][]): MessageData => ({
    pages: pages.map((messages) => ({ messages, nextBefore: null })),
    pageParams: pages.map(() => null),
  });
  const texts = (data: MessageData) => data.pages.flatMap((p) => p.messages.map((m) => m.content.text));

  it('adds a new message newest first and merges a copy it already has', () => {
    const data = history([makeMessage(2, a), makeMessage(1, a)]);
    const added = upsertMessage(data, makeMessage(3, a));
    expect(texts(added)).toEqual(['Texto 3', 'Texto 2', 'Texto 1']);
    expect(texts(upsertMessage(added, makeMessage(3, a)))).toEqual(['Texto 3', 'Texto 2', 'Texto 1']);
  });

  it('keeps the furthest delivery status when an older copy arrives late', () => {
    const read = makeMessage(1, a, { direction: 'out', status: 'read' });
    const data = upsertMessage(history([read]), { ...read, status: 'pending' });
    expect(data.pages[0]!.messages[0]!.status).toBe('read');
  });

  it('replaces the optimistic bubble even when the socket brought the message first', () => {
    const temp = { ...makeMessage(50, a, { direction: 'out', status: 'pending', content: { text: 'Oi' } }), optimistic: true as const };
    const real = makeMessage(51, a, { direction: 'out', status: 'pending', content: { text: 'Oi' } });
    let data = upsertMessage(history([makeMessage(1, a)]), temp);
    data = upsertMessage(data, { ...real, status: 'sent' });
    data = settleOptimistic(data, temp, real);
    expect(data.pages[0]!.messages.map((m) => [m._id, m.status])).toEqual([
      [real._id, 'sent'],
      [makeMessage(1, a)._id, 'received'],
    ]);
  });

  it('moves delivery forward only, lets failure replace anything and ignores unknown ids', () => {
    const m = makeMessage(1, a, { direction: 'out', status: 'delivered' });
    const data = history([m]);
    expect(applyStatus(data, { messageId: m._id, status: 'sent', error: null })).toBe(data);
    expect(applyStatus(data, { messageId: makeMessage(9, a)._id, status: 'read', error: null })).toBe(data);
    const failed = applyStatus(data, { messageId: m._id, status: 'failed', error: { code: 1, message: 'x' } });
    expect(failed.pages[0]!.messages[0]).toMatchObject({ status: 'failed', error: { message: 'x' } });
  });
});

describe('timeline', () => {
  const a = makeAttendance(1);
  it('orders oldest first across pages and marks the first message of each day', () => {
    const m = (n: number, iso: string) => makeMessage(n, a, { createdAt: iso });
    const items = buildTimeline(
      [
        { messages: [m(3, '2025-01-02T13:00:00Z'), m(2, '2025-01-02T12:00:00Z')], nextBefore: 'x' },
        { messages: [m(1, '2025-01-01T12:00:00Z')], nextBefore: null },
      ],
      zone,
    );
    expect(items.map((i) => [i.message.content.text, i.startsDay])).toEqual([
      ['Texto 1', true],
      ['Texto 2', true],
      ['Texto 3', false],
    ]);
  });

  it('keeps the latest reaction of each side and drops a removed one', () => {
    const target = makeMessage(1, a);
    const react = (n: number, emoji: string | null, direction: 'in' | 'out' = 'in') =>
      makeMessage(n, a, { type: 'reaction', direction, content: { reaction: { emoji, targetMessageId: target._id } } });
    const loaded = new Set([target._id]);
    expect(reactionsByTarget([target, react(2, '👍'), react(3, '😂'), react(4, '❤️', 'out')], loaded).get(target._id)).toEqual([
      { emoji: '😂', direction: 'in' },
      { emoji: '❤️', direction: 'out' },
    ]);
    expect(reactionsByTarget([target, react(2, '👍'), react(3, null)], loaded).has(target._id)).toBe(false);
  });
});

describe('prepend anchor', () => {
  it('lowers the first index by the number of prepended items and ignores appends', () => {
    const first = initialAnchor(['c', 'd']);
    expect(first.index).toBe(ANCHOR_BASE - 2);
    expect(nextAnchor(first, ['c', 'd', 'e'])).toBe(first);
    expect(nextAnchor(first, ['a', 'b', 'c', 'd', 'e'])).toEqual({ firstId: 'a', index: ANCHOR_BASE - 4 });
    expect(nextAnchor(first, ['x', 'y'])).toEqual({ firstId: 'x', index: ANCHOR_BASE - 2 });
  });
});

describe('ticks and sound', () => {
  it('gives outbound messages a tick state and inbound none', () => {
    expect(tickState({ direction: 'in', status: 'received' })).toBeNull();
    expect(tickState({ direction: 'out', status: 'pending' })).toBe('pending');
    expect(tickState({ direction: 'out', status: 'received' })).toBe('sent');
    expect(tickState({ direction: 'out', status: 'failed' })).toBe('failed');
  });

  it('rings for a customer message when the tab is hidden or another conversation is open', () => {
    const base = { soundAlert: true, direction: 'in' as const, attendanceId: 'a', selectedId: 'a', hidden: false };
    expect(shouldBeep(base)).toBe(false);
    expect(shouldBeep({ ...base, hidden: true })).toBe(true);
    expect(shouldBeep({ ...base, selectedId: 'b' })).toBe(true);
    expect(shouldBeep({ ...base, selectedId: 'b', soundAlert: false })).toBe(false);
    expect(shouldBeep({ ...base, selectedId: 'b', direction: 'out' })).toBe(false);
  });
});
