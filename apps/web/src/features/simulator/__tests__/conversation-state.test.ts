import { describe, expect, it } from 'vitest';
import type { Message } from '@atende/contract';
import { pendingCustomerFile, pendingCustomerMessage, unreadByPhone, upsertMessage, validCustomerNumber } from '../conversation-state';

const server = (over: Partial<Message>): Message => ({
  ...pendingCustomerMessage('sim-1', 'c', 'oi', new Date('2026-11-21T10:00:00Z')),
  _id: 'server-1',
  contactId: 'contact',
  status: 'received',
  ...over,
});

describe('simulated phone conversation', () => {
  it("replaces the customer's pending bubble with the platform's copy of the same message", () => {
    const list = [pendingCustomerMessage('sim-1', 'c', 'oi')];
    const next = upsertMessage(list, server({}));
    expect(next).toHaveLength(1);
    expect(next[0]?._id).toBe('server-1');
    expect(next[0]?.status).toBe('received');
  });

  it('keeps messages in time order and updates a known one in place', () => {
    const a = server({ _id: 'a', providerMessageId: 'pa', createdAt: '2026-11-21T10:00:02Z', direction: 'out', status: 'sent' });
    const b = server({ _id: 'b', providerMessageId: 'pb', createdAt: '2026-11-21T10:00:01Z' });
    const list = upsertMessage(upsertMessage([], a), b);
    expect(list.map((m) => m._id)).toEqual(['b', 'a']);
    const read = upsertMessage(list, { ...a, status: 'read' });
    expect(read.map((m) => m.status)).toEqual(['received', 'read']);
  });

  it('acknowledges only company messages not yet read', () => {
    const list = [
      server({ _id: '1', providerMessageId: 'p1', direction: 'out', status: 'sent' }),
      server({ _id: '2', providerMessageId: 'p2', direction: 'out', status: 'read' }),
      server({ _id: '3', providerMessageId: 'p3', direction: 'in', status: 'received' }),
      server({ _id: '4', providerMessageId: 'p4', direction: 'out', status: 'delivered' }),
    ];
    expect(unreadByPhone(list).map((m) => m._id)).toEqual(['1', '4']);
  });

  it('accepts 10 to 15 digit numbers only', () => {
    expect(validCustomerNumber('5511987654321')).toBe(true);
    expect(validCustomerNumber('123')).toBe(false);
    expect(validCustomerNumber('55 11 98765')).toBe(false);
  });

  it("keeps the phone's own preview of a sent image until the platform's copy has its link", () => {
    const local = pendingCustomerFile('sim-2', 'c', { kind: 'image', fileName: 'f.jpg', mimeType: 'image/jpeg', size: 10, previewUrl: 'blob:p', caption: 'oi' });
    const media = { mediaId: null, mimeType: 'image/jpeg', fileName: 'f.jpg', size: 10, state: 'pending' as const, url: null };
    const stored = server({ _id: 'server-2', providerMessageId: 'sim-2', type: 'image', content: { caption: 'oi', media } });
    const [pending] = upsertMessage([local], stored);
    expect(pending?._id).toBe('server-2');
    expect(pending?.content.media?.url).toBe('blob:p');
    const ready = { ...stored, content: { caption: 'oi', media: { ...media, mediaId: 'm', state: 'ready' as const, url: '/api/media/m?exp=1&sig=s' } } };
    expect(upsertMessage([pending as Message], ready)[0]?.content.media?.url).toBe('/api/media/m?exp=1&sig=s');
    const failed = { ...stored, content: { caption: 'oi', media: { ...media, state: 'failed' as const } } };
    expect(upsertMessage([pending as Message], failed)[0]?.content.media?.url).toBeNull();
  });
});
