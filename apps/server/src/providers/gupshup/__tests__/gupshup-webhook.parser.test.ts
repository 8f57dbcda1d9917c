import { describe, expect, it } from 'vitest';
import { parseGupshupWebhook } from '../gupshup-webhook.parser.js';
import { GupshupWebhookError } from '../gupshup-inbound-message.mapper.js';
import type { InboundMessage, InboundStatus } from '../../provider.port.js';

const APP = 'LojaGupshup';
const AT = 1718007189549;
const sender = { phone: '5511977770001', name: 'Ana', country_code: '55', dial_code: '11977770001' };

function message(type: string, payload: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { app: APP, timestamp: AT, version: 2, type: 'message', payload: { id: 'ABEGkZUTIXZ0Ago6jWqOZm-Sz0WD', source: sender.phone, type, payload, sender, ...extra } };
}

function only<T>(body: unknown): T {
  const batches = parseGupshupWebhook(body);
  expect(batches).toHaveLength(1);
  expect(batches[0]?.accountId).toBe(APP);
  expect(batches[0]?.events).toHaveLength(1);
  return batches[0]?.events[0] as T;
}

const base = { kind: 'message', providerMessageId: 'ABEGkZUTIXZ0Ago6jWqOZm-Sz0WD', from: { number: '5511977770001', name: 'Ana' }, timestamp: new Date(AT) };

describe('Gupshup message callbacks map to our inbound messages', () => {
  const cases: Array<[string, ReturnType<typeof message>, Partial<InboundMessage>]> = [
    ['text', message('text', { text: 'Oi, tudo bem?' }), { type: 'text', text: 'Oi, tudo bem?' }],
    [
      'image with caption',
      message('image', { caption: 'foto', url: 'https://filemanager.gupshup.io/wa/x/image.jpg', contentType: 'image/jpeg', urlExpiry: 1718611989549 }),
      { type: 'image', media: { providerMediaId: 'https://filemanager.gupshup.io/wa/x/image.jpg', mimeType: 'image/jpeg', caption: 'foto' } },
    ],
    [
      'file as a document with its name',
      message('file', { caption: 'boleto', name: 'boleto.pdf', url: 'https://filemanager.gupshup.io/wa/x/boleto.pdf', contentType: 'application/pdf' }),
      { type: 'document', media: { providerMediaId: 'https://filemanager.gupshup.io/wa/x/boleto.pdf', mimeType: 'application/pdf', caption: 'boleto', fileName: 'boleto.pdf' } },
    ],
    ['audio', message('audio', { url: 'https://filemanager.gupshup.io/wa/x/a.ogg', contentType: 'audio/ogg; codecs=opus' }), { type: 'audio', media: { providerMediaId: 'https://filemanager.gupshup.io/wa/x/a.ogg', mimeType: 'audio/ogg; codecs=opus' } }],
    ['video', message('video', { url: 'https://filemanager.gupshup.io/wa/x/v.mp4', contentType: 'video/mp4' }), { type: 'video', media: { providerMediaId: 'https://filemanager.gupshup.io/wa/x/v.mp4', mimeType: 'video/mp4' } }],
    [
      'location',
      message('location', { latitude: '-23.55', longitude: '-46.63', name: 'Loja', address: 'Av. Paulista' }),
      { type: 'location', location: { latitude: -23.55, longitude: -46.63, name: 'Loja', address: 'Av. Paulista' } },
    ],
    [
      'contact',
      message('contact', { contacts: [{ name: { formatted_name: 'João Silva', first_name: 'João' }, phones: [{ phone: '+55 11 91234-5678', type: 'CELL', wa_id: '5511912345678' }], emails: [{ email: 'joao@x.com' }] }] }),
      { type: 'contacts', contacts: [{ name: 'João Silva', phones: [{ phone: '+55 11 91234-5678', waId: '5511912345678', type: 'CELL' }], emails: ['joao@x.com'] }] },
    ],
    [
      'button_reply: our button id from postbackText',
      message('button_reply', { title: 'Sim', id: 'qr1', reply: 'Sim 1', postbackText: 'botao-sim' }, { context: { id: 'gBEGkYaYVSEEAgkvE0f1ZkfXX78', gsId: '123b0fb2-0620-493b-8f7e-5a1ceb6d8c58' } }),
      { type: 'interactive', interactive: { kind: 'button_reply', id: 'botao-sim', title: 'Sim' }, context: { providerMessageId: '123b0fb2-0620-493b-8f7e-5a1ceb6d8c58' } },
    ],
    [
      'list_reply with description',
      message('list_reply', { title: 'Segunda via', id: 'list1', reply: 'Segunda via 1', postbackText: 'opcao-2', description: 'do boleto' }),
      { type: 'interactive', interactive: { kind: 'list_reply', id: 'opcao-2', title: 'Segunda via', description: 'do boleto' } },
    ],
    ['quick_reply (template button)', message('quick_reply', { text: 'Ver saldo', type: 'button' }), { type: 'button', button: { payload: 'Ver saldo', text: 'Ver saldo' } }],
    [
      'a reply to a customer message names its WhatsApp id',
      message('text', { text: 'isso' }, { context: { id: 'ABEGkYaYVSEEAgo-sMx1DoUoQJRW' } }),
      { type: 'text', text: 'isso', context: { providerMessageId: 'ABEGkYaYVSEEAgo-sMx1DoUoQJRW' } },
    ],
    ['an unknown type is kept as unsupported, naming that type', message('poll', { question: '?' }), { type: 'unsupported', unsupportedType: 'poll' }],
    [
      'location with its name, address and site',
      message('location', { latitude: '-23.5613', longitude: '-46.6565', name: 'MASP', address: 'Av. Paulista, 1578', url: 'https://masp.org.br' }),
      { type: 'location', location: { latitude: -23.5613, longitude: -46.6565, name: 'MASP', address: 'Av. Paulista, 1578', url: 'https://masp.org.br' } },
    ],
    [
      'contact card with its company',
      message('contact', { contacts: [{ name: { formatted_name: 'Barbara J. Johnson' }, org: { company: 'Social Tsunami' }, phones: [{ phone: '+1 (415) 555-0829', wa_id: '14125550829', type: 'MOBILE' }] }] }),
      { type: 'contacts', contacts: [{ name: 'Barbara J. Johnson', phones: [{ phone: '+1 (415) 555-0829', waId: '14125550829', type: 'MOBILE' }], organization: 'Social Tsunami' }] },
    ],
  ];

  it.each(cases)('%s', (_name, body, expected) => {
    expect(only<InboundMessage>(body)).toEqual({ ...base, ...expected });
  });
});

describe('Gupshup message-events map to statuses of the gs id we stored', () => {
  const event = (payload: Record<string, unknown>) => ({ app: APP, timestamp: AT, version: 2, type: 'message-event', payload });

  it.each(['sent', 'delivered', 'read'] as const)('%s matches on gsId, not on the WhatsApp id', (type) => {
    const status = only<InboundStatus>(event({ id: 'wa-id-ignored', gsId: 'gs-123', type, destination: '5511977770001', payload: { ts: 1718007190 } }));
    expect(status).toEqual({ kind: 'status', providerMessageId: 'gs-123', status: type, timestamp: new Date(1718007190 * 1000), recipient: '5511977770001' });
  });

  it('failed carries the reason, keyed by id when there is no gsId', () => {
    const status = only<InboundStatus>(event({ id: 'gs-456', type: 'failed', destination: '5511977770001', payload: { code: 1002, reason: 'Number Does Not Exists On WhatsApp' } }));
    expect(status).toMatchObject({ providerMessageId: 'gs-456', status: 'failed', timestamp: new Date(AT), error: { code: 1002, title: 'Number Does Not Exists On WhatsApp' } });
  });

  it('enqueued moves nothing but the delivery is still for the app', () => {
    expect(parseGupshupWebhook(event({ id: 'gs-789', type: 'enqueued', destination: '5511977770001', payload: { whatsappMessageId: 'w', type: 'session' } }))).toEqual([{ accountId: APP, events: [] }]);
  });

  it('user-events (opt-in, opt-out) are accepted and map to nothing', () => {
    expect(parseGupshupWebhook({ app: APP, timestamp: AT, version: 2, type: 'user-event', payload: { phone: '5511977770001', type: 'opted-out' } })).toEqual([{ accountId: APP, events: [] }]);
  });
});

describe('malformed callbacks throw', () => {
  it.each([
    ['not an object', 'oi'],
    ['version 1', { app: APP, timestamp: AT, version: 1, type: 'message', payload: {} }],
    ['no app', { timestamp: AT, version: 2, type: 'message', payload: {} }],
    ['no payload', { app: APP, timestamp: AT, version: 2, type: 'message' }],
    ['no timestamp', { app: APP, version: 2, type: 'user-event', payload: {} }],
    ['a message without id', { app: APP, timestamp: AT, version: 2, type: 'message', payload: { type: 'text', payload: { text: 'x' }, sender } }],
    ['a message without sender', { app: APP, timestamp: AT, version: 2, type: 'message', payload: { id: 'x', type: 'text', payload: { text: 'x' } } }],
    ['a status without any id', { app: APP, timestamp: AT, version: 2, type: 'message-event', payload: { type: 'read', destination: '1' } }],
  ])('%s', (_name, body) => {
    expect(() => parseGupshupWebhook(body)).toThrow(GupshupWebhookError);
  });
});
