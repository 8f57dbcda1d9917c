// Cloud sends against the fake Graph server (its token required), with the recorded request checked
// as one POST to the channel's messages endpoint. One per test file, reset between tests (like
// useFakeGraphChannel, it registers its own hooks): const { sendAndRecord } = useCloudSendChannel();
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ChannelProvider, OutboundMessage } from '../../src/providers/provider.port.js';
import { createCloudAdapter } from '../../src/providers/cloud/index.js';
import { startFakeGraph, type FakeGraph } from './fake-graph/index.js';
import { harnessState } from './harness-state.js';

export const TO = '5511987654321';
export const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to: TO };

export function useCloudSendChannel() {
  const state = harnessState<{ graph: FakeGraph; channel: ChannelProvider }>('the Cloud send harness');
  const { ready } = state;
  beforeAll(async () => {
    const graph = await startFakeGraph({ accessToken: 'token-do-canal' });
    state.set({ graph, channel: createCloudAdapter(graph.adapterOptions()).forChannel(graph.credentials({ phoneNumberId: '109876543210001', graphApiVersion: 'v23.0' })) });
  });
  afterAll(() => state.current()?.graph.close());
  beforeEach(() => ready().graph.reset());
  const harness = {
    /** Sends, checks the one request Graph received, and answers its body. */
    sendAndRecord: async (message: OutboundMessage): Promise<unknown> => {
      const { graph, channel } = ready();
      const result = await channel.send(message);
      expect(result.providerMessageId).toMatch(/^wamid\./);
      expect(graph.requests).toHaveLength(1);
      const [request] = graph.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/v23.0/109876543210001/messages');
      expect(request?.headers.authorization).toBe('Bearer token-do-canal');
      expect(request?.headers['content-type']).toMatch(/^application\/json/);
      return request?.body;
    },
  };
  return state.expose(harness, ['graph', 'channel']);
}
