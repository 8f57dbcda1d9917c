// Read receipts and the typing indicator against the fake Graph server: the recorded request is exactly
// Meta's documented body, and the fake refuses what Meta would.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type ChannelProvider } from '../../provider.port.js';
import { createCloudAdapter } from '../index.js';
import { toGraphReadReceipt } from '../cloud-read-receipt.js';
import { graphError, startFakeGraph, type FakeGraph } from '../../../../test/support/fake-graph/index.js';
import { validateMessagesBody } from '../../../../test/support/fake-graph/fake-graph.validation.js';

let graph: FakeGraph;
let channel: ChannelProvider;

beforeAll(async () => {
  graph = await startFakeGraph({ accessToken: 'token-do-canal' });
  channel = createCloudAdapter(graph.adapterOptions()).forChannel(graph.credentials({ phoneNumberId: '109876543210001', graphApiVersion: 'v23.0' }));
});
afterAll(() => graph.close());
beforeEach(() => graph.reset());

describe('Cloud read receipts: mapping', () => {
  it('marks a message read with exactly messaging_product, status and message_id', () => {
    expect(toGraphReadReceipt('wamid.IN1')).toEqual({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.IN1' });
    expect(toGraphReadReceipt('wamid.IN1', { typing: false })).toEqual({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.IN1' });
  });

  it('adds the text typing indicator when the operator is typing', () => {
    expect(toGraphReadReceipt('wamid.IN2', { typing: true })).toEqual({
      messaging_product: 'whatsapp',
      status: 'read',
      message_id: 'wamid.IN2',
      typing_indicator: { type: 'text' },
    });
  });
});

describe('Cloud read receipts: the calls Graph receives', () => {
  it('posts the typing indicator to the phone number’s messages endpoint with the channel’s token', async () => {
    await channel.markRead('wamid.IN3', { typing: true });
    expect(graph.requests).toHaveLength(1);
    const [request] = graph.requests;
    expect(request?.path).toBe('/v23.0/109876543210001/messages');
    expect(request?.headers.authorization).toBe('Bearer token-do-canal');
    expect(request?.body).toEqual({ messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.IN3', typing_indicator: { type: 'text' } });
    expect(graph.readReceipts()).toEqual([request?.body]);
    expect(graph.sentMessages()).toEqual([]);
  });

  it('reports a refused receipt as a provider error instead of succeeding silently', async () => {
    graph.failNext(1, graphError(400, { code: 131009, message: '(#131009) Parameter value is not valid' }));
    await expect(channel.markRead('wamid.desconhecido')).rejects.toBeInstanceOf(ProviderError);
  });
});

describe("the fake Graph checks read receipts as Meta's reference describes them", () => {
  const receipt = { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.IN4' };

  it('accepts a read receipt and one with the text typing indicator', () => {
    expect(validateMessagesBody(receipt)).toEqual({ kind: 'read', typing: false });
    expect(validateMessagesBody({ ...receipt, typing_indicator: { type: 'text' } })).toEqual({ kind: 'read', typing: true });
  });

  it.each([
    ['another status', { ...receipt, status: 'delivered' }],
    ['no message id', { messaging_product: 'whatsapp', status: 'read' }],
    ['an empty message id', { ...receipt, message_id: '' }],
    ['an indicator type Meta does not document', { ...receipt, typing_indicator: { type: 'audio' } }],
    ['an indicator that is not an object', { ...receipt, typing_indicator: 'text' }],
    ['extra keys in the indicator', { ...receipt, typing_indicator: { type: 'text', seconds: 25 } }],
    ['an indicator without status read', { messaging_product: 'whatsapp', message_id: 'wamid.IN4', typing_indicator: { type: 'text' } }],
    ['a recipient on a receipt', { ...receipt, to: '5511987654321' }],
  ])('refuses %s', (_what, body) => {
    expect(() => validateMessagesBody(body)).toThrow();
  });
});
